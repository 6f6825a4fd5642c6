import {
  DEFAULT_ACTIVE_PERIOD,
  GRADUATION_YEAR_MESSAGE,
  GRADUATION_YEARS,
  MAX_CRITERION_LENGTH,
  MAX_EXPERIENCE_YEARS,
  MAX_SEARCH_SKILLS,
  MAX_SEARCH_TITLE_LENGTH,
  PHONE_CRITERION_MESSAGE,
  TEXT_CRITERIA,
  isPhoneCriterion,
  type TextCriterion,
  splitSkills,
  KEYWORD_LIMITS,
  MAX_EXPECTED_SALARY_LPA,
  MAX_KEYWORD_LIST_LENGTH,
  NOTICE_PERIODS,
  parseKeywordList,
  parseKeywordQuery,
  type KeywordParse,
  type NoticePeriod,
} from '@rozgar/contracts/vocabularies';
import { z } from 'zod/mini';
import {
  ACTIVE_PERIODS,
  GENDERS,
  JOB_TYPES,
  type ActivePeriod,
  type CandidateCriteria,
  type Gender,
  type JobType,
} from './candidatesApi';

/**
 * The search form's limits, the contracts' (ADR 012;
 * docs/product/resume-search-resdex.md#the-search-form).
 */
export const SEARCH_LIMITS = {
  text: MAX_CRITERION_LENGTH,
  skills: MAX_SEARCH_SKILLS,
  experience: MAX_EXPERIENCE_YEARS,
  graduationYear: GRADUATION_YEARS,
  title: MAX_SEARCH_TITLE_LENGTH,
} as const;

/** Six months unless chosen otherwise (docs/product/resume-search-resdex.md#the-search-form). */
export { DEFAULT_ACTIVE_PERIOD };

/** The criteria typed as texts: the contracts'. */
const TEXT_FIELDS = TEXT_CRITERIA;

const tooLong = `Use at most ${SEARCH_LIMITS.text} characters`;
const optionalText = z.string().check(z.maxLength(SEARCH_LIMITS.text, tooLong));
const years = (value: string) => value.trim() === '' || /^\d+$/.test(value.trim());
const experienceText = z
  .string()
  .check(
    z.refine(
      (value) => years(value) && (value.trim() === '' || +value <= SEARCH_LIMITS.experience),
      `Experience must be a whole number of years from 0 to ${SEARCH_LIMITS.experience}`,
    ),
  );
const { min: firstYear, max: lastYear } = SEARCH_LIMITS.graduationYear;

/** A keyword box: the BFF's parser's message when it does not parse ("Close the quotes: …"). */
const keywordText = (max: number, parse: (input: string) => KeywordParse) =>
  z.string().check(
    z.maxLength(max, `Use at most ${max} characters`),
    z.superRefine((value, context) => {
      const parsed = parse(value);
      if (!parsed.ok) context.issues.push({ code: 'custom', message: parsed.error, input: value });
    }),
  );
const lakhs = z
  .string()
  .check(
    z.refine(
      (value) =>
        value.trim() === '' ||
        (/^\d+(\.\d{1,2})?$/.test(value.trim()) && +value <= MAX_EXPECTED_SALARY_LPA),
      `Enter lakhs per annum from 0 to ${MAX_EXPECTED_SALARY_LPA}`,
    ),
  );

/** The form's values, strings as the inputs give them, checked as ADR 012's `criteria` says. */
export const searchFormSchema = z
  .object({
    ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, optionalText])) as Record<
      TextCriterion,
      typeof optionalText
    >),
    skills: z.string().check(
      z.refine(
        (value) => splitSkills(value).length <= SEARCH_LIMITS.skills,
        `Enter at most ${SEARCH_LIMITS.skills} skills`,
      ),
      z.refine(
        (value) => splitSkills(value).every((skill) => skill.length <= SEARCH_LIMITS.text),
        `Each skill can be at most ${SEARCH_LIMITS.text} characters`,
      ),
    ),
    phone: z.string().check(
      z.maxLength(SEARCH_LIMITS.text, tooLong),
      z.refine(
        (value) => value.trim() === '' || isPhoneCriterion(value.trim()),
        PHONE_CRITERION_MESSAGE,
      ),
    ),
    markAllSkillsAsMandatory: z.boolean(),
    experienceMin: experienceText,
    experienceMax: experienceText,
    includeRelocateWilling: z.boolean(),
    graduationYear: z
      .string()
      .check(
        z.refine(
          (value) =>
            value.trim() === '' ||
            (/^\d{4}$/.test(value.trim()) && +value >= firstYear && +value <= lastYear),
          GRADUATION_YEAR_MESSAGE,
        ),
      ),
    jobType: z.array(z.enum(JOB_TYPES)),
    gender: z.union([z.literal(''), z.enum(GENDERS)]),
    activePeriod: z.enum(ACTIVE_PERIODS.map(String) as [string, ...string[]]),
    keywords: keywordText(KEYWORD_LIMITS.length, parseKeywordQuery),
    anyKeywords: keywordText(MAX_KEYWORD_LIST_LENGTH, parseKeywordList),
    excludeKeywords: keywordText(MAX_KEYWORD_LIST_LENGTH, parseKeywordList),
    noticePeriods: z.array(z.enum(NOTICE_PERIODS)),
    salaryMin: lakhs,
    salaryMax: lakhs,
  })
  .check(
    z.refine(
      (values) =>
        values.experienceMin.trim() === '' ||
        values.experienceMax.trim() === '' ||
        +values.experienceMin <= +values.experienceMax,
      {
        message: 'Maximum experience must not be below the minimum',
        path: ['experienceMax'],
      },
    ),
    z.refine(
      (values) =>
        values.salaryMin.trim() === '' ||
        values.salaryMax.trim() === '' ||
        +values.salaryMin <= +values.salaryMax,
      { message: 'Maximum salary must not be below the minimum', path: ['salaryMax'] },
    ),
  );

export type SearchFormValues = z.input<typeof searchFormSchema>;

/** Which collapsible section holds each field (docs/product/resume-search-resdex.md). */
export const SECTION_OF: Record<keyof SearchFormValues, SectionId> = {
  fullName: 'basic',
  email: 'basic',
  phone: 'basic',
  skills: 'basic',
  markAllSkillsAsMandatory: 'basic',
  experienceMin: 'basic',
  experienceMax: 'basic',
  location: 'basic',
  prefLocation: 'basic',
  includeRelocateWilling: 'basic',
  pinCode: 'basic',
  currRole: 'employment',
  company: 'employment',
  jobType: 'employment',
  achievements: 'employment',
  education: 'education',
  fieldOfStudy: 'education',
  institution: 'education',
  graduationYear: 'education',
  educationDetailed: 'education',
  gender: 'additional',
  activePeriod: 'additional',
  keywords: 'keywords',
  anyKeywords: 'keywords',
  excludeKeywords: 'keywords',
  noticePeriods: 'additional',
  salaryMin: 'additional',
  salaryMax: 'additional',
};

export const SECTIONS = [
  { id: 'keywords', title: 'Keywords' },
  { id: 'basic', title: 'Basic Details' },
  { id: 'employment', title: 'Employment Details' },
  { id: 'education', title: 'Education Details' },
  { id: 'additional', title: 'Additional Details' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

export const EMPTY_SEARCH: SearchFormValues = {
  fullName: '',
  email: '',
  phone: '',
  skills: '',
  markAllSkillsAsMandatory: false,
  experienceMin: '',
  experienceMax: '',
  location: '',
  prefLocation: '',
  includeRelocateWilling: false,
  pinCode: '',
  company: '',
  currRole: '',
  education: '',
  educationDetailed: '',
  fieldOfStudy: '',
  institution: '',
  graduationYear: '',
  jobType: [],
  gender: '',
  achievements: '',
  activePeriod: String(DEFAULT_ACTIVE_PERIOD),
  keywords: '',
  anyKeywords: '',
  excludeKeywords: '',
  noticePeriods: [],
  salaryMin: '',
  salaryMax: '',
};

/**
 * The job type chips (docs/product/resume-search-resdex.md#the-search-form), with "Any" as the
 * empty list: choosing Any clears the others,
 * choosing a type removes Any, deselecting the last one returns to Any.
 */
export function toggleJobType(current: readonly JobType[], chip: JobType | 'Any'): JobType[] {
  if (chip === 'Any') return [];
  return current.includes(chip)
    ? current.filter((type) => type !== chip)
    : JOB_TYPES.filter((type) => type === chip || current.includes(type));
}

/** The validated values as ADR 012's `criteria`: trimmed, empty ones left out. */
export function toCriteria(values: SearchFormValues): CandidateCriteria {
  const criteria: CandidateCriteria = {};
  for (const name of TEXT_FIELDS) {
    const value = values[name].trim();
    if (value) criteria[name] = value;
  }
  const skills = splitSkills(values.skills);
  if (skills.length > 0) {
    criteria.skills = skills;
    if (values.markAllSkillsAsMandatory) criteria.markAllSkillsAsMandatory = true;
  }
  const experience: { min?: number; max?: number } = {};
  if (values.experienceMin.trim()) experience.min = Number(values.experienceMin);
  if (values.experienceMax.trim()) experience.max = Number(values.experienceMax);
  if (experience.min !== undefined || experience.max !== undefined) {
    criteria.experience = experience;
  }
  if (values.includeRelocateWilling) criteria.includeRelocateWilling = true;
  if (values.graduationYear.trim()) criteria.graduationYear = Number(values.graduationYear);
  if (values.jobType.length > 0) criteria.jobType = [...values.jobType];
  if (values.gender) criteria.gender = values.gender;
  for (const name of ['keywords', 'anyKeywords', 'excludeKeywords'] as const) {
    const value = values[name].trim();
    if (value) criteria[name] = value;
  }
  if (values.noticePeriods.length > 0) criteria.noticePeriods = [...values.noticePeriods];
  const salary: { min?: number; max?: number } = {};
  if (values.salaryMin.trim()) salary.min = Number(values.salaryMin);
  if (values.salaryMax.trim()) salary.max = Number(values.salaryMax);
  if (salary.min !== undefined || salary.max !== undefined) criteria.expectedSalary = salary;
  criteria.activePeriod = Number(values.activePeriod) as ActivePeriod;
  return criteria;
}

const isOneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  list.includes(value as T);

/** A stored search's criteria back as form values (what "Apply this search" fills in). */
export function fromCriteria(criteria: CandidateCriteria): SearchFormValues {
  const values: SearchFormValues = { ...EMPTY_SEARCH, jobType: [], noticePeriods: [] };
  for (const name of ['keywords', 'anyKeywords', 'excludeKeywords'] as const) {
    const value = criteria[name];
    if (typeof value === 'string') values[name] = value;
  }
  if (Array.isArray(criteria.noticePeriods))
    values.noticePeriods = NOTICE_PERIODS.filter((period) =>
      criteria.noticePeriods?.includes(period),
    );
  const salary = criteria.expectedSalary ?? {};
  if (typeof salary.min === 'number') values.salaryMin = String(salary.min);
  if (typeof salary.max === 'number') values.salaryMax = String(salary.max);
  for (const name of TEXT_FIELDS) {
    const value = criteria[name];
    if (typeof value === 'string') values[name] = value;
  }
  if (Array.isArray(criteria.skills)) values.skills = criteria.skills.join(', ');
  values.markAllSkillsAsMandatory = criteria.markAllSkillsAsMandatory === true;
  const { min, max } = criteria.experience ?? {};
  if (typeof min === 'number') values.experienceMin = String(min);
  if (typeof max === 'number') values.experienceMax = String(max);
  values.includeRelocateWilling = criteria.includeRelocateWilling === true;
  if (typeof criteria.graduationYear === 'number') {
    values.graduationYear = String(criteria.graduationYear);
  }
  if (Array.isArray(criteria.jobType)) {
    values.jobType = JOB_TYPES.filter((type) => criteria.jobType?.includes(type));
  }
  if (isOneOf<Gender>(GENDERS, criteria.gender)) values.gender = criteria.gender;
  if (isOneOf<ActivePeriod>(ACTIVE_PERIODS, criteria.activePeriod)) {
    values.activePeriod = String(criteria.activePeriod);
  }
  return values;
}

/** A notice-period chip turned on or off; the chips keep the vocabulary's order. */
export function toggleNoticePeriod(
  current: readonly NoticePeriod[],
  chip: NoticePeriod,
): NoticePeriod[] {
  return NOTICE_PERIODS.filter((period) =>
    period === chip ? !current.includes(chip) : current.includes(period),
  );
}

/**
 * Whether a stored search uses a criterion only the full search has (keywords, notice period,
 * expected salary): applied from the quick form, it opens `/advanced-search` instead, so no
 * criterion runs unseen (docs/product/resume-search-resdex.md#recent-and-saved-searches).
 */
export function needsFullSearch(criteria: CandidateCriteria): boolean {
  const values = fromCriteria(criteria);
  return (
    values.keywords.trim() !== '' ||
    values.anyKeywords.trim() !== '' ||
    values.excludeKeywords.trim() !== '' ||
    values.noticePeriods.length > 0 ||
    values.salaryMin !== '' ||
    values.salaryMax !== ''
  );
}
