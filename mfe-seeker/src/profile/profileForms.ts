import { isIndianMobile, isPincode, type CompletenessField } from '@rozgar/contracts/vocabularies';
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
  kind?: 'text' | 'textarea' | 'select' | 'number' | 'date' | 'email' | 'tel';
  options?: readonly string[];
  /** The select's empty first option, e.g. "Select availability". */
  placeholder?: string;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
}

const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `Use at most ${max} characters`));
const required = (max: number, message: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, message), z.maxLength(max, `Use at most ${max} characters`));
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

const today = () => new Date().toISOString().slice(0, 10);

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
  full_name: required(100, 'Enter your name'),
  phone: z.string().check(
    z.trim(),
    z.refine(
      (value) => value === '' || isIndianMobile(value),
      'Enter a valid 10-digit Indian mobile number',
    ),
  ),
  email: z.string().check(z.trim(), z.email('Enter a valid email address')),
  gender: z.enum(['', ...GENDERS]),
  dob: optional(
    z.iso
      .date('Enter a valid date')
      .check(z.refine((value) => value <= today(), 'The date of birth cannot be in the future')),
  ),
  address: text(300),
  pin_code: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isPincode(value), 'Enter a valid 6-digit PIN code'),
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

export const JOB_TYPES = ['Full Time', 'Part Time', 'Internship', 'Contract'] as const;

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
      options: JOB_TYPES,
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
  ],
  schema: z.object({
    curr_role: text(100),
    job_type: z.enum(['', ...JOB_TYPES]),
    pref_location: text(200),
    availability: z.enum(['', ...AVAILABILITIES]),
    company: text(100),
    experience: wholeNumber(0, 60, 'Enter a whole number of years from 0 to 60'),
  }),
  values: (profile) => ({
    curr_role: profile.curr_role ?? '',
    job_type: (JOB_TYPES as readonly string[]).includes(profile.job_type ?? '')
      ? profile.job_type!
      : '',
    pref_location: profile.pref_location ?? '',
    availability: profile.availability ?? '',
    company: profile.company ?? '',
    experience: shown(profile.experience),
  }),
  patch: (values) => ({
    curr_role: trimmedOrEmpty(values.curr_role),
    job_type: values.job_type ?? '',
    pref_location: trimmedOrEmpty(values.pref_location),
    availability: (values.availability ?? '') as ProfilePatch['availability'],
    company: trimmedOrEmpty(values.company),
    experience: numberOrEmpty(values.experience),
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
    education: text(100),
    institution: text(150),
    field_of_study: text(100),
    graduation_year: wholeNumber(
      1950,
      new Date().getFullYear() + 7,
      'Enter a graduation year from 1950 to 7 years from now',
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
  schema: z.object({ profile_summary: text(2000) }),
  values: (profile) => ({ profile_summary: profile.profile_summary ?? '' }),
  patch: (values) => ({ profile_summary: trimmedOrEmpty(values.profile_summary) }),
  rows: (profile) => [{ label: 'Profile summary', value: shown(profile.profile_summary) }],
};

// ——— Key skills ———

export const MAX_SKILLS = 50;
export const skillSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter a skill'),
    z.maxLength(50, 'A skill has at most 50 characters'),
  );

/** Adds a skill unless the list has it already (case-insensitively). */
export function withSkill(skills: readonly string[], skill: string): string[] {
  const trimmed = skill.trim();
  if (
    skills.some((existing) => existing.toLocaleLowerCase('en') === trimmed.toLocaleLowerCase('en'))
  ) {
    return [...skills];
  }
  return [...skills, trimmed];
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

const bodyOf =
  (...names: string[]) =>
  (values: FormValues) =>
    Object.fromEntries(names.map((name) => [name, trimmedOrEmpty(values[name])]));

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
  schema: z.object({
    language: required(50, 'Enter a language'),
    proficiency: z.enum(PROFICIENCIES, 'Choose a proficiency'),
  }),
  items: (profile) => profile.languages,
  values: (item) => ({
    language: item?.language ?? '',
    proficiency: item?.proficiency ?? 'Beginner',
  }),
  body: bodyOf('language', 'proficiency'),
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
  schema: z.object({
    company: required(100, 'Enter the company'),
    position: required(100, 'Enter the position'),
    duration: text(50),
    description: text(1000),
  }),
  items: (profile) => profile.internships,
  values: (item) => ({
    company: item?.company ?? '',
    position: item?.position ?? '',
    duration: item?.duration ?? '',
    description: item?.description ?? '',
  }),
  body: bodyOf('company', 'position', 'duration', 'description'),
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
  schema: z.object({
    title: required(100, 'Enter the project title'),
    duration: text(50),
    technologies: text(200),
    description: text(1000),
  }),
  items: (profile) => profile.projects,
  values: (item) => ({
    title: item?.title ?? '',
    duration: item?.duration ?? '',
    technologies: item?.technologies ?? '',
    description: item?.description ?? '',
  }),
  body: bodyOf('title', 'duration', 'technologies', 'description'),
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
  schema: z.object({
    company: required(100, 'Enter the company'),
    jobTitle: required(100, 'Enter the job title'),
    duration: text(50),
    description: text(1000),
  }),
  items: (profile) => profile.employment,
  values: (item) => ({
    company: item?.company ?? '',
    jobTitle: item?.jobTitle ?? '',
    duration: item?.duration ?? '',
    description: item?.description ?? '',
  }),
  body: bodyOf('company', 'jobTitle', 'duration', 'description'),
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
  schema: z.object({
    title: required(100, 'Enter the achievement'),
    institution: text(150),
    year: wholeNumber(1950, 2100, 'Enter a year between 1950 and 2100'),
    description: text(1000),
  }),
  items: (profile) => profile.academic_achievements,
  values: (item) => ({
    title: item?.title ?? '',
    institution: item?.institution ?? '',
    year: shown(item?.year),
    description: item?.description ?? '',
  }),
  body: bodyOf('title', 'institution', 'year', 'description'),
  summary: (item) => ({
    name: item.title || 'Achievement',
    detail: joined(item.institution, shown(item.year)),
    description: item.description ?? '',
  }),
};
