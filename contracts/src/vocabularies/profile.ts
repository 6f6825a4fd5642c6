/* The profile's vocabularies: zod-free, for the frontends' bundles. */

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const AVAILABILITIES = ['Immediate', '1 Month', '2 Months', '3 Months'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * How long before a seeker can join (docs/product/seeker-profile-and-resume.md#sections): what
 * Resdex filters by and a recruiter sees on an applicant's card.
 */
export const NOTICE_PERIODS = [
  'Immediate',
  '15 days',
  '1 month',
  '2 months',
  '3 months',
  'more than 3 months',
] as const;
export type NoticePeriod = (typeof NOTICE_PERIODS)[number];

/** The expected salary, in lakhs per annum (LPA): from 0 to this, at most two decimals. */
export const MAX_EXPECTED_SALARY_LPA = 1000;

export const PROFICIENCIES = ['Beginner', 'Intermediate', 'Advanced', 'Native'] as const;
export type Proficiency = (typeof PROFICIENCIES)[number];

/**
 * The profile's list sections: the name in the API's path (`/api/profile/sections/:section`) and
 * the profile field that holds the section's items.
 */
export const PROFILE_SECTION_FIELDS = {
  languages: 'languages',
  internships: 'internships',
  projects: 'projects',
  employment: 'employment',
  'academic-achievements': 'academic_achievements',
} as const;
export type ProfileSection = keyof typeof PROFILE_SECTION_FIELDS;

/**
 * The twelve things a recruiter looks for first in a candidate's profile (completion counts filled
 * fields out of 12: docs/product/seeker-profile-and-resume.md#profile-completeness). The BFF alone
 * counts them (ADR 009); the profile page names the missing ones:
 *
 *  1. full_name        — who the candidate is
 *  2. phone            — how to reach them
 *  3. dob              — date of birth (age for eligibility, e.g. graduate schemes)
 *  4. address          — where they live (commute, relocation)
 *  5. education        — highest degree and the institution, both filled
 *  6. skills           — at least one key skill
 *  7. curr_role        — the role they want (shown as preferred job type)
 *  8. pref_location    — the cities they would work in
 *  9. profile_summary  — the short pitch at the top of the profile
 * 10. employment       — work experience: at least one employment or internship entry
 * 11. resume           — an uploaded resume
 * 12. profile_picture  — a photo
 *
 * Gender, languages and the rest are left out: a recruiter should not screen on gender, and the
 * others are extras on top of the twelve.
 */
export const COMPLETENESS_FIELDS = [
  'full_name',
  'phone',
  'dob',
  'address',
  'education',
  'skills',
  'curr_role',
  'pref_location',
  'profile_summary',
  'employment',
  'resume',
  'profile_picture',
] as const;

export type CompletenessField = (typeof COMPLETENESS_FIELDS)[number];

/*
 * The rules of a profile write (PATCH /api/profile and the list sections' items, ADR 009): the BFF
 * checks them and the seeker's forms check the same before sending, so each is written here once.
 */

/** A text field's name in the messages, and the most characters it may have. */
export interface TextLimit {
  label: string;
  max: number;
}

/** "Company is required". */
export const requiredMessage = (label: string) => `${label} is required`;
/** "Company is too long (150 characters at most)". */
export const tooLongMessage = ({ label, max }: TextLimit) =>
  `${label} is too long (${max} characters at most)`;

/** The profile's text fields. */
export const PROFILE_TEXT_LIMITS = {
  full_name: { label: 'Full name', max: 100 },
  address: { label: 'Address', max: 300 },
  education: { label: 'Education', max: 150 },
  institution: { label: 'Institution', max: 150 },
  field_of_study: { label: 'Field of study', max: 150 },
  curr_role: { label: 'Preferred role', max: 100 },
  pref_location: { label: 'Preferred location', max: 200 },
  company: { label: 'Company', max: 150 },
  profile_summary: { label: 'Profile summary', max: 2000 },
} as const satisfies Record<string, TextLimit>;

/** The job types a seeker may prefer (the profile's `job_type`). */
export const PREFERRED_JOB_TYPES = ['Full Time', 'Part Time', 'Internship', 'Contract'] as const;
export type PreferredJobType = (typeof PREFERRED_JOB_TYPES)[number];

/** The earliest date of birth taken, and the latest graduation year: this many years ahead. */
export const EARLIEST_DOB = '1900-01-01';
export const GRADUATION_YEAR_RANGE = { min: 1950, yearsAhead: 7 } as const;
/** The most years of experience a profile may state. */
export const MAX_PROFILE_EXPERIENCE = 60;

/** A key skill's length and how many a profile may list. */
export const SKILL_LIMITS = { length: 60, count: 100 } as const;

/** "A, B or C". */
const oneOf = (values: readonly string[]) =>
  `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;

export const PROFILE_TEXTS = {
  email: 'Enter a valid email address',
  pinCode: 'Enter a valid 6-digit PIN code',
  dob: 'Enter the date of birth as YYYY-MM-DD',
  dobTooEarly: 'Enter a real date of birth',
  dobInFuture: 'The date of birth cannot be in the future',
  graduationYear: 'Graduation year must be a year',
  graduationYearTooEarly: `Enter a graduation year from ${GRADUATION_YEAR_RANGE.min} on`,
  graduationYearTooLate: `Enter a graduation year within ${GRADUATION_YEAR_RANGE.yearsAhead} years`,
  jobType: `Job type must be ${oneOf(PREFERRED_JOB_TYPES)}`,
  skillEmpty: 'A skill cannot be empty',
  skillTooLong: tooLongMessage({ label: 'A skill', max: SKILL_LIMITS.length }),
  tooManySkills: `Add at most ${SKILL_LIMITS.count} skills`,
  proficiency: `Proficiency must be ${oneOf(PROFICIENCIES)}`,
  gender: `Gender must be ${oneOf(GENDERS)}`,
  availability: `Availability must be ${oneOf(AVAILABILITIES)}`,
  noticePeriod: `Notice period must be ${oneOf(NOTICE_PERIODS)}`,
  expectedSalary: `Enter the expected salary in lakhs per annum, from 0 to ${MAX_EXPECTED_SALARY_LPA}`,
} as const;

/** A list item's text field: must it be filled, may it span several lines (a textarea). */
export interface ItemTextLimit extends TextLimit {
  required?: true;
  multiline?: true;
}

/**
 * The text fields of each list section's item, as a client sends it (the server gives the `id`;
 * a language's `proficiency` is one of PROFICIENCIES), and which of them must be filled.
 */
export const SECTION_ITEM_LIMITS = {
  languages: { language: { label: 'Language', max: 50, required: true } },
  internships: {
    company: { label: 'Company', max: 150, required: true },
    position: { label: 'Position', max: 150, required: true },
    duration: { label: 'Duration', max: 100 },
    description: { label: 'Description', max: 2000, multiline: true },
  },
  projects: {
    title: { label: 'Title', max: 150, required: true },
    duration: { label: 'Duration', max: 100 },
    technologies: { label: 'Technologies', max: 300 },
    description: { label: 'Description', max: 2000, multiline: true },
  },
  employment: {
    company: { label: 'Company', max: 150, required: true },
    jobTitle: { label: 'Job title', max: 150, required: true },
    duration: { label: 'Duration', max: 100 },
    description: { label: 'Description', max: 2000, multiline: true },
  },
  'academic-achievements': {
    title: { label: 'Title', max: 150, required: true },
    institution: { label: 'Institution', max: 150 },
    year: { label: 'Year', max: 20 },
    description: { label: 'Description', max: 2000, multiline: true },
  },
} as const satisfies Record<ProfileSection, Record<string, ItemTextLimit>>;

/**
 * The seeker's setting that hides their profile from Resdex (search, resume, recruiters' saved
 * lists) except for recruiters whose jobs they applied to
 * (docs/product/recruiter-tools-and-workspace.md#seekers-visibility). On by default.
 */
export const RECRUITER_VISIBILITY_TEXTS = {
  label: 'Visible to recruiters',
  hint: 'When off, recruiters cannot find you in resume search or open your resume, except recruiters whose jobs you applied to.',
  notBoolean: 'Visible to recruiters must be true or false',
  shown: 'Recruiters can now find your profile',
  hidden: 'Your profile is now hidden from recruiters',
} as const;
