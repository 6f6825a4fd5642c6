/* The profile's vocabularies: zod-free, for the frontends' bundles. */

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const AVAILABILITIES = ['Immediate', '1 Month', '2 Months', '3 Months'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

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
