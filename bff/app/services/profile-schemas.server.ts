import { z } from 'zod';
import { jsonError } from '../lib/http.server';
import { inputText, type TextRule } from '../lib/validation.server';
import {
  AVAILABILITIES,
  GENDERS,
  PROFICIENCIES,
  PROFILE_SECTION_FIELDS,
  indianPhoneSchema,
  type ProfileSection,
  uniqueIgnoringCase,
} from '@rozgar/contracts';
import { indiaToday } from './public-forms.server';

/** Empty text (after trimming) means "clear this field", like null. */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A field a PATCH may set or clear: the value, or null / "" to remove it. */
const clearable = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(blankToNull, schema.nullable());

const text = (label: string, max: number, rule: Omit<TextRule, 'max'> = {}) =>
  inputText(label, { max, tooLong: `${label} is too long (${max} characters at most)`, ...rule });

/** A number, also accepted as numeric text from a form field ("2019"). */
const numeric = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
    schema,
  );

const EARLIEST_DOB = '1900-01-01';

const dobField = z.iso
  .date('Enter the date of birth as YYYY-MM-DD')
  .refine((date) => date >= EARLIEST_DOB, 'Enter a real date of birth')
  .refine((date) => date <= indiaToday(), 'The date of birth cannot be in the future');

const skillsField = z
  .array(
    text('A skill', 60, { notText: 'Each skill must be text' }).min(1, 'A skill cannot be empty'),
    'Skills must be a list',
  )
  .max(100, 'Add at most 100 skills')
  .transform(uniqueIgnoringCase);

const thisYear = () => new Date().getUTCFullYear();

/**
 * PATCH /api/profile: any of the profile's scalar fields and `skills` (ADR 009). Unknown fields
 * are refused. A value of null or "" clears an optional field.
 */
export const profilePatchSchema = z
  .strictObject({
    full_name: text('Full name', 100).min(1, 'Full name is required'),
    email: clearable(
      inputText('Email', { max: 254, tooLong: 'Enter a valid email address' })
        .toLowerCase()
        .pipe(z.email('Enter a valid email address')),
    ),
    phone: clearable(indianPhoneSchema),
    gender: clearable(z.enum(GENDERS, 'Gender must be Male, Female or Other')),
    dob: clearable(dobField),
    address: clearable(text('Address', 300)),
    pin_code: clearable(
      text('PIN code', 6, { tooLong: 'Enter a valid 6-digit PIN code' }).regex(
        /^[1-9]\d{5}$/,
        'Enter a valid 6-digit PIN code',
      ),
    ),
    education: clearable(text('Education', 150)),
    institution: clearable(text('Institution', 150)),
    field_of_study: clearable(text('Field of study', 150)),
    graduation_year: clearable(
      numeric(
        z
          .number('Graduation year must be a year')
          .int('Graduation year must be a year')
          .min(1950, 'Enter a graduation year from 1950 on')
          .refine((year) => year <= thisYear() + 7, 'Enter a graduation year within 7 years'),
      ),
    ),
    skills: skillsField,
    curr_role: clearable(text('Preferred role', 100)),
    job_type: clearable(text('Job type', 50)),
    availability: clearable(
      z.enum(AVAILABILITIES, 'Availability must be Immediate, 1 Month, 2 Months or 3 Months'),
    ),
    pref_location: clearable(text('Preferred location', 200)),
    company: clearable(text('Company', 150)),
    experience: clearable(
      numeric(
        z
          .number('Experience must be a number of years')
          .min(0, 'Experience cannot be negative')
          .max(60, 'Experience must be at most 60 years'),
      ),
    ),
    profile_summary: clearable(text('Profile summary', 2000, { multiline: true })),
    profile_picture: z
      .unknown()
      .refine(() => false, 'Upload the photo with POST /api/profile/photo'),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');

export type ProfilePatch = z.output<typeof profilePatchSchema>;

const required = (label: string, max: number) =>
  text(label, max, { notText: `${label} is required` }).min(1, `${label} is required`);
const optional = (label: string, max: number, rule: Omit<TextRule, 'max'> = {}) =>
  text(label, max, rule).default('');
/** A section item's description: several lines allowed. */
const description = () => optional('Description', 2000, { multiline: true });

/** The item of each profile section, as a client sends it (no `id`: the server gives one). */
export const SECTION_ITEM_SCHEMAS = {
  languages: z.strictObject({
    language: required('Language', 50),
    proficiency: z
      .enum(PROFICIENCIES, 'Proficiency must be Beginner, Intermediate, Advanced or Native')
      .default('Beginner'),
  }),
  internships: z.strictObject({
    company: required('Company', 150),
    position: required('Position', 150),
    duration: optional('Duration', 100),
    description: description(),
  }),
  projects: z.strictObject({
    title: required('Title', 150),
    duration: optional('Duration', 100),
    technologies: optional('Technologies', 300),
    description: description(),
  }),
  employment: z.strictObject({
    company: required('Company', 150),
    jobTitle: required('Job title', 150),
    duration: optional('Duration', 100),
    description: description(),
  }),
  'academic-achievements': z.strictObject({
    title: required('Title', 150),
    institution: optional('Institution', 150),
    year: optional('Year', 20),
    description: description(),
  }),
} as const satisfies Record<ProfileSection, z.ZodType>;

export type SectionName = keyof typeof SECTION_ITEM_SCHEMAS;
export type SectionItem<Section extends SectionName> = z.output<
  (typeof SECTION_ITEM_SCHEMAS)[Section]
>;

export const SECTION_NAMES = Object.keys(SECTION_ITEM_SCHEMAS) as SectionName[];

/** The profile field each section's items live in: the contracts' list of sections. */
export const SECTION_FIELDS = PROFILE_SECTION_FIELDS satisfies Record<SectionName, string>;

const sectionNameSchema = z.enum(SECTION_NAMES as [SectionName, ...SectionName[]]);

/** The section named in a route's path; any other name is a 404. */
export function sectionOf(param: string | undefined): SectionName {
  const result = sectionNameSchema.safeParse(param);
  if (!result.success) throw jsonError(404, 'Unknown profile section');
  return result.data;
}

/**
 * A PUT body: the whole item; it may repeat its own `id` (as the client received it), which must
 * then be the id in the path.
 */
export function sectionItemUpdateSchema(section: SectionName, itemId: string) {
  return SECTION_ITEM_SCHEMAS[section].extend({
    id: z.literal(itemId, 'The item id in the body does not match the one in the path').optional(),
  });
}
