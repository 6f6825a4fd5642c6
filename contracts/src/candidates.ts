import { z } from 'zod';
import { GENDERS, MAX_EXPECTED_SALARY_LPA, NOTICE_PERIODS } from './profile';
import { bodyError, inputText, requiredText, uniqueIgnoringCase } from './text';
import {
  CANDIDATE_JOB_TYPES,
  ACTIVE_PERIODS,
  DEFAULT_ACTIVE_PERIOD,
  MAX_SEARCH_SKILLS,
  MAX_CRITERION_LENGTH,
  MAX_EXPERIENCE_YEARS,
  GRADUATION_YEARS,
  GRADUATION_YEAR_MESSAGE,
  MAX_SEARCH_TITLE_LENGTH,
  PHONE_CRITERION_MESSAGE,
  isPhoneCriterion,
  KEYWORD_LIMITS,
  MAX_KEYWORD_LIST_LENGTH,
  EXPECTED_SALARY_RANGE_MESSAGE,
  parseKeywordList,
  parseKeywordQuery,
  type KeywordParse,
} from './vocabularies/candidates';

export * from './vocabularies/candidates';
export * from './payloads/candidates';

/*
 * Resume search (ADR 012, docs/product/resume-search-resdex.md): the criteria a recruiter searches
 * candidates by, saves and finds again among their recent searches.
 */

/** The criteria object's own problems: not an object, or unknown fields. */
const criteriaError: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'unrecognized_keys')
    return `Unknown search field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type')
    return issue.input === undefined ? 'criteria is required' : 'criteria must be an object';
  return undefined;
};

/** A text criterion: trimmed, at most 200 characters; empty (or null) means unused. */
const criterionText = (label: string) =>
  inputText(label, { max: MAX_CRITERION_LENGTH })
    .nullish()
    .transform((value) => value || undefined);

const flag = (label: string) =>
  z
    .boolean(`${label} must be true or false`)
    .nullish()
    .transform((value) => value ?? false);

/** A keyword box: its text must parse (the parser's message otherwise: "Close the quotes: …"). */
const keywordText = (label: string, max: number, parse: (input: string) => KeywordParse) =>
  inputText(label, { max })
    .nullish()
    .transform((value) => value || undefined)
    .superRefine((value, context) => {
      if (value === undefined) return;
      const parsed = parse(value);
      if (!parsed.ok) context.addIssue({ code: 'custom', message: `${label}: ${parsed.error}` });
    });

const lakhs = (label: string) =>
  z
    .number(`${label} must be a number of lakhs per annum`)
    .min(0, EXPECTED_SALARY_RANGE_MESSAGE)
    .max(MAX_EXPECTED_SALARY_LPA, EXPECTED_SALARY_RANGE_MESSAGE)
    .nullish()
    .transform((value) => value ?? undefined);

const years = (label: string) =>
  z
    .number(`${label} must be a number of years`)
    .min(0, `${label} must be from 0 to ${MAX_EXPERIENCE_YEARS} years`)
    .max(MAX_EXPERIENCE_YEARS, `${label} must be from 0 to ${MAX_EXPERIENCE_YEARS} years`)
    .nullish()
    .transform((value) => value ?? undefined);

/** `criteria` of ADR 012: all optional, strict, strings trimmed (≤ 200), empty means unused. */
export const criteriaSchema = z.strictObject(
  {
    fullName: criterionText('Full name'),
    email: criterionText('Email'),
    phone: criterionText('Phone').refine(
      (phone) => phone === undefined || isPhoneCriterion(phone),
      PHONE_CRITERION_MESSAGE,
    ),
    skills: z
      .array(criterionText('Each skill'), 'Skills must be a list')
      .max(MAX_SEARCH_SKILLS, `Search for at most ${MAX_SEARCH_SKILLS} skills`)
      .nullish()
      .transform((skills) =>
        uniqueIgnoringCase((skills ?? []).filter((skill): skill is string => Boolean(skill))),
      ),
    markAllSkillsAsMandatory: flag('Mark all skills as mandatory'),
    experience: z
      .strictObject(
        { min: years('Minimum experience'), max: years('Maximum experience') },
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? `Unknown experience field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(
                  ', ',
                )}`
              : 'Experience must be an object with min and max',
        },
      )
      .nullish()
      .transform((range) => ({ min: range?.min, max: range?.max }))
      .refine(
        ({ min, max }) => min === undefined || max === undefined || min <= max,
        'Minimum experience cannot be more than maximum experience',
      ),
    /** All of these (Boolean: AND, OR, NOT, "phrases", brackets) over skills, roles, companies, resume. */
    keywords: keywordText('Keywords', KEYWORD_LIMITS.length, parseKeywordQuery),
    /** Any one of these words or phrases. */
    anyKeywords: keywordText('Any of the keywords', MAX_KEYWORD_LIST_LENGTH, parseKeywordList),
    /** None of these words or phrases. */
    excludeKeywords: keywordText('Excluding keywords', MAX_KEYWORD_LIST_LENGTH, parseKeywordList),
    noticePeriods: z
      .array(
        z.enum(NOTICE_PERIODS, `Notice period must be one of: ${NOTICE_PERIODS.join(', ')}`),
        'Notice periods must be a list',
      )
      .nullish()
      .transform((periods) => [...new Set(periods ?? [])]),
    expectedSalary: z
      .strictObject(
        {
          min: lakhs('Minimum expected salary'),
          max: lakhs('Maximum expected salary'),
        },
        'Expected salary must be an object with min and max',
      )
      .nullish()
      .transform((range) => ({ min: range?.min, max: range?.max }))
      .refine(
        ({ min, max }) => min === undefined || max === undefined || min <= max,
        'Minimum expected salary cannot be more than the maximum',
      ),
    location: criterionText('Location'),
    prefLocation: criterionText('Preferred location'),
    includeRelocateWilling: flag('Include candidates willing to relocate'),
    pinCode: criterionText('PIN code'),
    company: criterionText('Company'),
    currRole: criterionText('Current role'),
    education: criterionText('Education'),
    educationDetailed: criterionText('Other education details'),
    fieldOfStudy: criterionText('Field of study'),
    institution: criterionText('Institution'),
    graduationYear: z
      .number('Graduation year must be a year')
      .int('Graduation year must be a year')
      .min(GRADUATION_YEARS.min, GRADUATION_YEAR_MESSAGE)
      .max(GRADUATION_YEARS.max, GRADUATION_YEAR_MESSAGE)
      .nullish()
      .transform((value) => value ?? undefined),
    jobType: z
      .array(
        z.enum(CANDIDATE_JOB_TYPES, `Job type must be one of: ${CANDIDATE_JOB_TYPES.join(', ')}`),
        'Job type must be a list',
      )
      .nullish()
      .transform((types) => [...new Set(types ?? [])]),
    gender: z
      .enum(GENDERS, `Gender must be one of: ${GENDERS.join(', ')}`)
      .nullish()
      .transform((value) => value ?? undefined),
    achievements: criterionText('Achievements'),
    activePeriod: z
      .literal(ACTIVE_PERIODS, `Active period must be one of ${ACTIVE_PERIODS.join(', ')} months`)
      .nullish()
      .transform((value) => value ?? DEFAULT_ACTIVE_PERIOD),
  },
  { error: criteriaError },
);

export type Criteria = z.output<typeof criteriaSchema>;

const id = z.string().regex(/^[0-9a-f]{24}$/i);
const when = z.union([z.iso.datetime({ offset: true }), z.date()]);

/** Stored criteria are the criteria as the schema left them: parsing them again keeps them. */
const storedCriteria = z.record(z.string(), z.unknown()).pipe(criteriaSchema);

/** PATCH /api/candidate-searches/{id}: a saved search's new title (1–100 characters). */
export const savedSearchRenameBodySchema = z.strictObject(
  { title: requiredText('Title', MAX_SEARCH_TITLE_LENGTH) },
  { error: bodyError },
);
export type SavedSearchRenameBody = z.output<typeof savedSearchRenameBodySchema>;

/** A search a recruiter saved under a title (ADR 012). */
export const storedSavedSearchSchema = z.looseObject({
  id,
  recruiter_id: id,
  title: z.string().min(1).max(MAX_SEARCH_TITLE_LENGTH),
  criteria: storedCriteria,
  saved_at: when,
});

/** A recruiter's saved candidates: one row per recruiter, each candidate with when it was saved. */
export const storedSavedCandidatesSchema = z.looseObject({
  id,
  recruiter_id: id,
  saved_candidates: z.array(z.looseObject({ user_id: z.unknown(), saved_at: when })),
});
