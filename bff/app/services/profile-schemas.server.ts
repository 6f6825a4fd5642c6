import { z } from 'zod';
import { jsonError } from '../lib/http.server';
import { inputText, type TextRule } from '../lib/validation.server';
import {
  AVAILABILITIES,
  EARLIEST_DOB,
  GENDERS,
  GRADUATION_YEAR_RANGE,
  IDENTITY_LIMITS,
  MAX_EXPECTED_SALARY_LPA,
  MAX_PROFILE_EXPERIENCE,
  NOTICE_PERIODS,
  PINCODE,
  PREFERRED_JOB_TYPES,
  PROFICIENCIES,
  PROFILE_SECTION_FIELDS,
  PROFILE_TEXT_LIMITS,
  PROFILE_TEXTS,
  RECRUITER_VISIBILITY_TEXTS,
  SECTION_ITEM_LIMITS,
  SKILL_LIMITS,
  indianPhoneSchema,
  requiredMessage,
  type ItemTextLimit,
  type ProfileSection,
  type TextLimit,
  tooLongMessage,
  uniqueIgnoringCase,
} from '@rozgar/contracts';
import { indiaToday } from './public-forms.server';

/** Empty text (after trimming) means "clear this field", like null. */
const blankToNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** A field a PATCH may set or clear: the value, or null / "" to remove it. */
const clearable = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess(blankToNull, schema.nullable());

/* The limits and texts shared with the seeker's forms are the contracts' (docs/product/seeker-profile-and-resume.md). */

const text = (limit: TextLimit, rule: Omit<TextRule, 'max'> = {}) =>
  inputText(limit.label, { max: limit.max, tooLong: tooLongMessage(limit), ...rule });
const field = (name: keyof typeof PROFILE_TEXT_LIMITS, rule: Omit<TextRule, 'max'> = {}) =>
  clearable(text(PROFILE_TEXT_LIMITS[name], rule));

/** A number, also accepted as numeric text from a form field ("2019"). */
const numeric = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
    schema,
  );

const dobField = z.iso
  .date(PROFILE_TEXTS.dob)
  .refine((date) => date >= EARLIEST_DOB, PROFILE_TEXTS.dobTooEarly)
  .refine((date) => date <= indiaToday(), PROFILE_TEXTS.dobInFuture);

const skillsField = z
  .array(
    text(
      { label: 'A skill', max: SKILL_LIMITS.length },
      { notText: 'Each skill must be text' },
    ).min(1, PROFILE_TEXTS.skillEmpty),
    'Skills must be a list',
  )
  .max(SKILL_LIMITS.count, PROFILE_TEXTS.tooManySkills)
  .transform(uniqueIgnoringCase);

const thisYear = () => new Date().getUTCFullYear();

/**
 * PATCH /api/profile: any of the profile's scalar fields and `skills` (ADR 009). Unknown fields
 * are refused. A value of null or "" clears an optional field.
 */
export const profilePatchSchema = z
  .strictObject({
    full_name: text(PROFILE_TEXT_LIMITS.full_name).min(
      1,
      requiredMessage(PROFILE_TEXT_LIMITS.full_name.label),
    ),
    email: clearable(
      inputText('Email', { max: IDENTITY_LIMITS.email, tooLong: PROFILE_TEXTS.email })
        .toLowerCase()
        .pipe(z.email(PROFILE_TEXTS.email)),
    ),
    phone: clearable(indianPhoneSchema),
    gender: clearable(z.enum(GENDERS, PROFILE_TEXTS.gender)),
    dob: clearable(dobField),
    address: field('address'),
    pin_code: clearable(
      text({ label: 'PIN code', max: 6 }, { tooLong: PROFILE_TEXTS.pinCode }).regex(
        PINCODE,
        PROFILE_TEXTS.pinCode,
      ),
    ),
    education: field('education'),
    institution: field('institution'),
    field_of_study: field('field_of_study'),
    graduation_year: clearable(
      numeric(
        z
          .number(PROFILE_TEXTS.graduationYear)
          .int(PROFILE_TEXTS.graduationYear)
          .min(GRADUATION_YEAR_RANGE.min, PROFILE_TEXTS.graduationYearTooEarly)
          .refine(
            (year) => year <= thisYear() + GRADUATION_YEAR_RANGE.yearsAhead,
            PROFILE_TEXTS.graduationYearTooLate,
          ),
      ),
    ),
    skills: skillsField,
    curr_role: field('curr_role'),
    job_type: clearable(z.enum(PREFERRED_JOB_TYPES, PROFILE_TEXTS.jobType)),
    availability: clearable(z.enum(AVAILABILITIES, PROFILE_TEXTS.availability)),
    pref_location: field('pref_location'),
    company: field('company'),
    experience: clearable(
      numeric(
        z
          .number('Experience must be a number of years')
          .min(0, 'Experience cannot be negative')
          .max(
            MAX_PROFILE_EXPERIENCE,
            `Experience must be at most ${MAX_PROFILE_EXPERIENCE} years`,
          ),
      ),
    ),
    /** Lakhs per annum, at most two decimals ("12.5"). */
    expected_salary: clearable(
      numeric(
        z
          .number(PROFILE_TEXTS.expectedSalary)
          .min(0, PROFILE_TEXTS.expectedSalary)
          .max(MAX_EXPECTED_SALARY_LPA, PROFILE_TEXTS.expectedSalary)
          .refine(
            (lpa) => Math.abs(lpa * 100 - Math.round(lpa * 100)) < 1e-6,
            PROFILE_TEXTS.expectedSalary,
          ),
      ),
    ),
    notice_period: clearable(z.enum(NOTICE_PERIODS, PROFILE_TEXTS.noticePeriod)),
    profile_summary: field('profile_summary', { multiline: true }),
    /** "Visible to recruiters" (docs/product/recruiter-tools-and-workspace.md#seekers-visibility). */
    visible_to_recruiters: z.boolean(RECRUITER_VISIBILITY_TEXTS.notBoolean),
    profile_picture: z
      .unknown()
      .refine(() => false, 'Upload the photo with POST /api/profile/photo'),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field to change');

export type ProfilePatch = z.output<typeof profilePatchSchema>;

/** A section item's text field: required ones must be filled, the others default to "". */
const itemField = ({ required, multiline, ...limit }: ItemTextLimit) =>
  required
    ? text(limit, { notText: requiredMessage(limit.label) }).min(1, requiredMessage(limit.label))
    : text(limit, { multiline }).default('');

/** An item's text fields, each by its contracts' limit. */
const itemFields = <Limits extends Record<string, ItemTextLimit>>(limits: Limits) =>
  Object.fromEntries(Object.entries(limits).map(([name, limit]) => [name, itemField(limit)])) as {
    [Name in keyof Limits]: ReturnType<typeof itemField>;
  };

/** The item of each profile section, as a client sends it (no `id`: the server gives one). */
export const SECTION_ITEM_SCHEMAS = {
  languages: z.strictObject({
    ...itemFields(SECTION_ITEM_LIMITS.languages),
    proficiency: z.enum(PROFICIENCIES, PROFILE_TEXTS.proficiency).default('Beginner'),
  }),
  internships: z.strictObject(itemFields(SECTION_ITEM_LIMITS.internships)),
  projects: z.strictObject(itemFields(SECTION_ITEM_LIMITS.projects)),
  employment: z.strictObject(itemFields(SECTION_ITEM_LIMITS.employment)),
  'academic-achievements': z.strictObject(itemFields(SECTION_ITEM_LIMITS['academic-achievements'])),
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
