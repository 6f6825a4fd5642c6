/* Resume search's vocabularies: zod-free, for the frontends' bundles. */

export * from './keyword-query';

/**
 * ADR 012's job types (docs/product/resume-search-resdex.md#the-search-form) without "Any", which
 * is the empty list.
 */
export const CANDIDATE_JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Freelance'] as const;
/** ADR 012's active periods, in months. */
export const ACTIVE_PERIODS = [1, 3, 6, 12] as const;
export const DEFAULT_ACTIVE_PERIOD = 6;
export const MAX_SEARCH_SKILLS = 20;
/** ADR 012's text criteria: each a text of at most `MAX_CRITERION_LENGTH`, empty meaning unused. */
export const TEXT_CRITERIA = [
  'fullName',
  'email',
  'phone',
  'location',
  'prefLocation',
  'pinCode',
  'company',
  'currRole',
  'education',
  'educationDetailed',
  'fieldOfStudy',
  'institution',
  'achievements',
] as const;
export type TextCriterion = (typeof TEXT_CRITERIA)[number];
export const MAX_CRITERION_LENGTH = 200;
/** The most years of experience a search may ask for (ADR 012). */
export const MAX_EXPERIENCE_YEARS = 30;
/** The graduation years a search may ask for (ADR 012). */
export const GRADUATION_YEARS = { min: 1950, max: 2100 } as const;
export const GRADUATION_YEAR_MESSAGE = `Graduation year must be from ${GRADUATION_YEARS.min} to ${GRADUATION_YEARS.max}`;
/** The most characters a saved search's title may have (ADR 012). */
export const MAX_SEARCH_TITLE_LENGTH = 100;

export const PHONE_CRITERION_MESSAGE = 'Phone must be a phone number';
/** Whether a phone criterion looks like (part of) a phone number: digits, spaces, + ( ) . - */
export const isPhoneCriterion = (phone: string) => /^[+\d\s().-]+$/.test(phone) && /\d/.test(phone);

/** How results are ordered: most matched keywords first, or most recently active first. */
export const CANDIDATE_SORTS = ['relevance', 'freshness'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];
export const DEFAULT_CANDIDATE_SORT: CandidateSort = 'relevance';
/** The "any" and "exclude" keyword boxes: words and phrases, at most this many characters. */
export const MAX_KEYWORD_LIST_LENGTH = 200;
/** The most an expected-salary range may ask for, in lakhs per annum (the profile's most). */
export const EXPECTED_SALARY_RANGE_MESSAGE =
  'Expected salary must be from 0 to 1000 lakhs per annum';

export * from './candidate-search-label';
