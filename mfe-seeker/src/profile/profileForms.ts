import {
  EARLIEST_DOB,
  GRADUATION_YEAR_RANGE,
  IDENTITY_LIMITS,
  MAX_EXPECTED_SALARY_LPA,
  MAX_PROFILE_EXPERIENCE,
  NOTICE_PERIODS,
  PHONE_MESSAGE,
  PREFERRED_JOB_TYPES,
  PROFILE_TEXT_LIMITS,
  PROFILE_TEXTS,
  SECTION_ITEM_LIMITS,
  SKILL_LIMITS,
  isIndianMobile,
  isPincode,
  requiredMessage,
  tooLongMessage,
  uniqueIgnoringCase,
  type CompletenessField,
  type ItemTextLimit,
  type TextLimit,
} from '@rozgar/contracts/vocabularies';
import { z } from 'zod/mini';
import {
  AVAILABILITIES,
  GENDERS,
  PROFICIENCIES,
  type AcademicAchievementItem,
  type EmploymentItem,
  type InternshipItem,
  type LanguageItem,
  type Profile,
  type ProfilePatch,
  type ProjectItem,
  type SectionKey,
} from './profileApi';

/**
 * The profile's forms: each field's label and kind, the zod schema that validates the values (all
 * strings, as the inputs give them) and how they become the BFF's request body.
 */

export type FormValues = Record<string, string>;

export interface FieldSpec {
  name: string;
  label: string;
  /** `number`: a whole number; `decimal`: a number with decimals (both typed as text). */
  kind?: 'text' | 'textarea' | 'select' | 'number' | 'decimal' | 'date' | 'email' | 'tel';
  options?: readonly string[];
  /** The select's empty first option, e.g. "Select availability". */
  placeholder?: string;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
}

/*
 * The limits, option lists and texts the BFF checks too are the contracts' (docs/product/
 * seeker-profile-and-resume.md); the forms add only what raw input strings need (whole numbers).
 */

const text = (limit: TextLimit) =>
  z.string().check(z.trim(), z.maxLength(limit.max, tooLongMessage(limit)));
const required = (limit: TextLimit) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredMessage(limit.label)),
      z.maxLength(limit.max, tooLongMessage(limit)),
    );
/** A profile text field by its contracts' limit. */
const profileText = (name: keyof typeof PROFILE_TEXT_LIMITS) => text(PROFILE_TEXT_LIMITS[name]);
const optional = <T extends z.ZodMiniType<string, string>>(schema: T) =>
  z.union([z.literal(''), schema]);
const wholeNumber = (min: number, max: number, message: string) =>
  z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || (/^\d+$/.test(value) && +value >= min && +value <= max),
      message,
    ),
  );

/** Lakhs per annum: a number from 0 to the contracts' most, with at most two decimals. */
const lakhs = z.string().check(
  z.trim(),
  z.refine(
    (value) =>
      value === '' || (/^\d+(\.\d{1,2})?$/.test(value) && +value <= MAX_EXPECTED_SALARY_LPA),
    PROFILE_TEXTS.expectedSalary,
  ),
);
/** "12.5 LPA". */
const lpa = (value: number | undefined) => (value === undefined ? '' : `${value} LPA`);

const today = () => new Date().toISOString().slice(0, 10);
const latestGraduationYear = () => new Date().getUTCFullYear() + GRADUATION_YEAR_RANGE.yearsAhead;
const isWhole = (value: string) => /^\d+$/.test(value);

/** Text inputs: '' clears the field on the server, so trimmed text is sent as it is. */
const trimmedOrEmpty = (value: string | undefined) => (value ?? '').trim();
/** A number field: its number, or "" to clear it. */
const numberOrEmpty = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? '' : Number(trimmed);
};

// ——— Header details (inline edit) ———

export const headerFields: FieldSpec[] = [
  { name: 'full_name', label: 'Name', required: true, autoComplete: 'name' },
  { name: 'phone', label: 'Phone', kind: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email' },
  {
    name: 'gender',
    label: 'Gender',
    kind: 'select',
    options: GENDERS,
    placeholder: 'Select gender',
  },
  { name: 'dob', label: 'Date of Birth', kind: 'date', autoComplete: 'bday' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'pin_code', label: 'PIN code', autoComplete: 'postal-code' },
];

export const headerSchema: z.ZodMiniType<FormValues, FormValues> = z.object({
  full_name: required(PROFILE_TEXT_LIMITS.full_name),
  phone: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isIndianMobile(value), PHONE_MESSAGE),
  ),
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(IDENTITY_LIMITS.email, PROFILE_TEXTS.email),
      z.email(PROFILE_TEXTS.email),
    ),
  gender: z.enum(['', ...GENDERS]),
  dob: optional(
    z.iso.date(PROFILE_TEXTS.dob).check(
      z.refine((value) => value >= EARLIEST_DOB, PROFILE_TEXTS.dobTooEarly),
      z.refine((value) => value <= today(), PROFILE_TEXTS.dobInFuture),
    ),
  ),
  address: profileText('address'),
  pin_code: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isPincode(value), PROFILE_TEXTS.pinCode),
  ),
});

export function headerValues(profile: Profile): FormValues {
  return {
    full_name: profile.full_name ?? '',
    phone: profile.phone ?? '',
    email: profile.email ?? '',
    gender: profile.gender ?? '',
    dob: profile.dob ? profile.dob.slice(0, 10) : '',
    address: profile.address ?? '',
    pin_code: profile.pin_code ?? '',
  };
}

/** Every field of the form: "" clears an optional field on the server (ADR 009 PATCH). */
export function headerPatch(values: FormValues): ProfilePatch {
  return {
    full_name: trimmedOrEmpty(values.full_name),
    phone: trimmedOrEmpty(values.phone),
    email: trimmedOrEmpty(values.email),
    gender: (values.gender ?? '') as ProfilePatch['gender'],
    dob: values.dob ?? '',
    address: trimmedOrEmpty(values.address),
    pin_code: trimmedOrEmpty(values.pin_code),
  };
}

// ——— Scalar sections ———

export interface ScalarSectionSpec {
  title: string;
  fields: FieldSpec[];
  schema: z.ZodMiniType<FormValues, FormValues>;
  values: (profile: Profile) => FormValues;
  patch: (values: FormValues) => ProfilePatch;
  /** What the section shows: label and value ("" shows "Not specified"). */
  rows: (profile: Profile) => Array<{ label: string; value: string }>;
}

const shown = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** The BFF's completeness field names, as the profile board lists what is missing. */
export const COMPLETENESS_LABELS: Record<CompletenessField, string> = {
  full_name: 'Name',
  phone: 'Phone',
  dob: 'Date of Birth',
  address: 'Address',
  education: 'Education',
  skills: 'Key skills',
  curr_role: 'Preferred role',
  pref_location: 'Preferred locations',
  profile_summary: 'Profile summary',
  employment: 'Employment',
  resume: 'Resume',
  profile_picture: 'Profile photo',
};

export const preferenceSpec: ScalarSectionSpec = {
  title: 'Preference',
  fields: [
    { name: 'curr_role', label: 'Preferred role' },
    {
      name: 'job_type',
      label: 'Job type',
      kind: 'select',
      options: PREFERRED_JOB_TYPES,
      placeholder: 'Select job type',
    },
    { name: 'pref_location', label: 'Preferred locations', hint: 'Cities, separated by commas' },
    {
      name: 'availability',
      label: 'Availability',
      kind: 'select',
      options: AVAILABILITIES,
      placeholder: 'Select availability',
    },
    { name: 'company', label: 'Current company' },
    { name: 'experience', label: 'Total experience (years)', kind: 'number' },
    {
      name: 'expected_salary',
      label: 'Expected salary (lakhs per annum)',
      kind: 'decimal',
      hint: 'For example 12.5',
    },
    {
      name: 'notice_period',
      label: 'Notice period',
      kind: 'select',
      options: NOTICE_PERIODS,
      placeholder: 'Select notice period',
    },
  ],
  schema: z.object({
    curr_role: profileText('curr_role'),
    job_type: z.enum(['', ...PREFERRED_JOB_TYPES]),
    pref_location: profileText('pref_location'),
    availability: z.enum(['', ...AVAILABILITIES]),
    company: profileText('company'),
    experience: wholeNumber(
      0,
      MAX_PROFILE_EXPERIENCE,
      `Enter a whole number of years from 0 to ${MAX_PROFILE_EXPERIENCE}`,
    ),
    expected_salary: lakhs,
    notice_period: z.enum(['', ...NOTICE_PERIODS]),
  }),
  values: (profile) => ({
    curr_role: profile.curr_role ?? '',
    job_type: (PREFERRED_JOB_TYPES as readonly string[]).includes(profile.job_type ?? '')
      ? profile.job_type!
      : '',
    pref_location: profile.pref_location ?? '',
    availability: profile.availability ?? '',
    company: profile.company ?? '',
    experience: shown(profile.experience),
    expected_salary: shown(profile.expected_salary),
    notice_period: profile.notice_period ?? '',
  }),
  patch: (values) => ({
    curr_role: trimmedOrEmpty(values.curr_role),
    job_type: (values.job_type ?? '') as ProfilePatch['job_type'],
    pref_location: trimmedOrEmpty(values.pref_location),
    availability: (values.availability ?? '') as ProfilePatch['availability'],
    company: trimmedOrEmpty(values.company),
    experience: numberOrEmpty(values.experience),
    expected_salary: numberOrEmpty(values.expected_salary),
    notice_period: (values.notice_period ?? '') as ProfilePatch['notice_period'],
  }),
  rows: (profile) => [
    { label: 'Preferred role', value: shown(profile.curr_role) },
    { label: 'Job type', value: shown(profile.job_type) },
    { label: 'Preferred locations', value: shown(profile.pref_location) },
    { label: 'Availability', value: shown(profile.availability) },
    { label: 'Current company', value: shown(profile.company) },
    {
      label: 'Total experience',
      value:
        profile.experience === undefined
          ? ''
          : `${profile.experience} ${profile.experience === 1 ? 'year' : 'years'}`,
    },
    { label: 'Expected salary', value: lpa(profile.expected_salary) },
    { label: 'Notice period', value: shown(profile.notice_period) },
  ],
};

export const educationSpec: ScalarSectionSpec = {
  title: 'Education',
  fields: [
    { name: 'education', label: 'Highest qualification', hint: 'For example B.Tech or MBA' },
    { name: 'institution', label: 'Institution' },
    { name: 'field_of_study', label: 'Field of study' },
    { name: 'graduation_year', label: 'Graduation year', kind: 'number' },
  ],
  schema: z.object({
    education: profileText('education'),
    institution: profileText('institution'),
    field_of_study: profileText('field_of_study'),
    graduation_year: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || isWhole(value), PROFILE_TEXTS.graduationYear),
      z.refine(
        (value) => !isWhole(value) || +value >= GRADUATION_YEAR_RANGE.min,
        PROFILE_TEXTS.graduationYearTooEarly,
      ),
      z.refine(
        (value) => !isWhole(value) || +value <= latestGraduationYear(),
        PROFILE_TEXTS.graduationYearTooLate,
      ),
    ),
  }),
  values: (profile) => ({
    education: profile.education ?? '',
    institution: profile.institution ?? '',
    field_of_study: profile.field_of_study ?? '',
    graduation_year: shown(profile.graduation_year),
  }),
  patch: (values) => ({
    education: trimmedOrEmpty(values.education),
    institution: trimmedOrEmpty(values.institution),
    field_of_study: trimmedOrEmpty(values.field_of_study),
    graduation_year: numberOrEmpty(values.graduation_year),
  }),
  rows: (profile) => [
    { label: 'Highest qualification', value: shown(profile.education) },
    { label: 'Institution', value: shown(profile.institution) },
    { label: 'Field of study', value: shown(profile.field_of_study) },
    { label: 'Graduation year', value: shown(profile.graduation_year) },
  ],
};

export const summarySpec: ScalarSectionSpec = {
  title: 'Profile summary',
  fields: [
    {
      name: 'profile_summary',
      label: 'Profile summary',
      kind: 'textarea',
      hint: 'A few lines on your experience, strengths and the roles you want',
    },
  ],
  schema: z.object({ profile_summary: profileText('profile_summary') }),
  values: (profile) => ({ profile_summary: profile.profile_summary ?? '' }),
  patch: (values) => ({ profile_summary: trimmedOrEmpty(values.profile_summary) }),
  rows: (profile) => [{ label: 'Profile summary', value: shown(profile.profile_summary) }],
};

// ——— Key skills ———

export const MAX_SKILLS = SKILL_LIMITS.count;
export const TOO_MANY_SKILLS = PROFILE_TEXTS.tooManySkills;
export const skillSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, PROFILE_TEXTS.skillEmpty),
    z.maxLength(SKILL_LIMITS.length, PROFILE_TEXTS.skillTooLong),
  );

/** Adds a skill unless the list has it already (case-insensitively, as the BFF keeps them). */
export function withSkill(skills: readonly string[], skill: string): string[] {
  return uniqueIgnoringCase([...skills, skill.trim()]);
}

// ——— List sections ———

export interface ListSectionSpec<Item extends { id: string }> {
  section: SectionKey;
  title: string;
  /** "project": used in "Add project", "Edit project", "Delete project?". */
  noun: string;
  emptyText: string;
  fields: FieldSpec[];
  schema: z.ZodMiniType<FormValues, FormValues>;
  items: (profile: Profile) => Item[];
  values: (item?: Item) => FormValues;
  body: (values: FormValues) => Record<string, string>;
  /** One line naming the item (used in buttons), and what is shown under it. */
  summary: (item: Item) => { name: string; detail?: string; description?: string };
}

const joined = (...parts: Array<string | null | undefined>) =>
  parts.filter((part) => part && part.trim()).join(' · ');

/** The text fields of a section's item, by the contracts' limits (required ones must be filled). */
const itemTexts = (limits: Record<string, ItemTextLimit>) =>
  Object.fromEntries(
    Object.entries(limits).map(([name, limit]) => [
      name,
      limit.required ? required(limit) : text(limit),
    ]),
  );

/** A section's item schema, and its request body: every field of the schema, trimmed. */
function itemForm(
  limits: Record<string, ItemTextLimit>,
  extra: Record<string, z.ZodMiniType<string, string>> = {},
) {
  const shape = { ...itemTexts(limits), ...extra };
  const names = Object.keys(shape);
  return {
    schema: z.object(shape) as unknown as z.ZodMiniType<FormValues, FormValues>,
    body: (values: FormValues) =>
      Object.fromEntries(names.map((name) => [name, trimmedOrEmpty(values[name])])),
  };
}

export const languagesSpec: ListSectionSpec<LanguageItem> = {
  section: 'languages',
  title: 'Languages',
  noun: 'language',
  emptyText: 'No languages added',
  fields: [
    { name: 'language', label: 'Language', required: true },
    {
      name: 'proficiency',
      label: 'Proficiency',
      kind: 'select',
      options: PROFICIENCIES,
      required: true,
    },
  ],
  ...itemForm(SECTION_ITEM_LIMITS.languages, {
    proficiency: z.enum(PROFICIENCIES, PROFILE_TEXTS.proficiency),
  }),
  items: (profile) => profile.languages,
  values: (item) => ({
    language: item?.language ?? '',
    proficiency: item?.proficiency ?? 'Beginner',
  }),
  summary: (item) => ({ name: item.language, detail: item.proficiency }),
};

export const internshipsSpec: ListSectionSpec<InternshipItem> = {
  section: 'internships',
  title: 'Internships',
  noun: 'internship',
  emptyText: 'No internships added',
  fields: [
    { name: 'company', label: 'Company', required: true },
    { name: 'position', label: 'Position', required: true },
    { name: 'duration', label: 'Duration', hint: 'For example 3 months' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  ...itemForm(SECTION_ITEM_LIMITS.internships),
  items: (profile) => profile.internships,
  values: (item) => ({
    company: item?.company ?? '',
    position: item?.position ?? '',
    duration: item?.duration ?? '',
    description: item?.description ?? '',
  }),
  summary: (item) => ({
    name: joined(item.position, item.company) || 'Internship',
    detail: item.duration ?? '',
    description: item.description ?? '',
  }),
};

export const projectsSpec: ListSectionSpec<ProjectItem> = {
  section: 'projects',
  title: 'Projects',
  noun: 'project',
  emptyText: 'No projects added',
  fields: [
    { name: 'title', label: 'Title', required: true },
    { name: 'duration', label: 'Duration', hint: 'For example 2 months' },
    { name: 'technologies', label: 'Technologies', hint: 'Separated by commas' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  ...itemForm(SECTION_ITEM_LIMITS.projects),
  items: (profile) => profile.projects,
  values: (item) => ({
    title: item?.title ?? '',
    duration: item?.duration ?? '',
    technologies: item?.technologies ?? '',
    description: item?.description ?? '',
  }),
  summary: (item) => ({
    name: item.title || 'Project',
    detail: joined(item.duration, item.technologies),
    description: item.description ?? '',
  }),
};

export const employmentSpec: ListSectionSpec<EmploymentItem> = {
  section: 'employment',
  title: 'Employment',
  noun: 'employment',
  emptyText: 'No employment history added',
  fields: [
    { name: 'company', label: 'Company', required: true },
    { name: 'jobTitle', label: 'Job title', required: true },
    { name: 'duration', label: 'Duration', hint: 'For example 2 years' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  ...itemForm(SECTION_ITEM_LIMITS.employment),
  items: (profile) => profile.employment,
  values: (item) => ({
    company: item?.company ?? '',
    jobTitle: item?.jobTitle ?? '',
    duration: item?.duration ?? '',
    description: item?.description ?? '',
  }),
  summary: (item) => ({
    name: joined(item.jobTitle, item.company) || 'Employment',
    detail: item.duration ?? '',
    description: item.description ?? '',
  }),
};

export const academicAchievementsSpec: ListSectionSpec<AcademicAchievementItem> = {
  section: 'academic-achievements',
  title: 'Academic Achievements',
  noun: 'academic achievement',
  emptyText: 'No academic achievements added',
  fields: [
    { name: 'title', label: 'Title', required: true },
    { name: 'institution', label: 'Institution' },
    { name: 'year', label: 'Year', kind: 'number' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  // The year is typed as a number: a whole year (the BFF keeps it as text).
  ...itemForm(SECTION_ITEM_LIMITS['academic-achievements'], {
    year: wholeNumber(1950, 2100, 'Enter a year between 1950 and 2100'),
  }),
  items: (profile) => profile.academic_achievements,
  values: (item) => ({
    title: item?.title ?? '',
    institution: item?.institution ?? '',
    year: shown(item?.year),
    description: item?.description ?? '',
  }),
  summary: (item) => ({
    name: item.title || 'Achievement',
    detail: joined(item.institution, shown(item.year)),
    description: item.description ?? '',
  }),
};
