import { z } from 'zod/mini';
import { APPLICATION_STATUS_VALUES } from '../vocabularies/applications';
import {
  AVAILABILITIES,
  COMPLETENESS_FIELDS,
  GENDERS,
  NOTICE_PERIODS,
  PROFICIENCIES,
} from '../vocabularies/profile';
import { count, isoDateTime, objectId, someText } from './common';
import { resumeSchema } from './resume';

/*
 * The seeker's profile as the API sends it (ADR 009 "Profile",
 * docs/product/seeker-profile-and-resume.md): the profile with its lists, its completeness, the
 * keyword suggestions and the activity insights.
 */

/** A list item's field: "" when an older row lacks it. */
const itemText = z.string();

export const languageSchema = z.object({
  id: objectId,
  language: someText,
  proficiency: z.enum(PROFICIENCIES),
});
export const internshipSchema = z.object({
  id: objectId,
  company: itemText,
  position: itemText,
  duration: itemText,
  description: itemText,
});
export const projectSchema = z.object({
  id: objectId,
  title: itemText,
  duration: itemText,
  technologies: itemText,
  description: itemText,
});
export const employmentSchema = z.object({
  id: objectId,
  company: itemText,
  jobTitle: itemText,
  duration: itemText,
  description: itemText,
});
export const academicAchievementSchema = z.object({
  id: objectId,
  title: itemText,
  institution: itemText,
  year: itemText,
  description: itemText,
});
export type LanguageItem = z.infer<typeof languageSchema>;
export type InternshipItem = z.infer<typeof internshipSchema>;
export type ProjectItem = z.infer<typeof projectSchema>;
export type EmploymentItem = z.infer<typeof employmentSchema>;
export type AcademicAchievementItem = z.infer<typeof academicAchievementSchema>;

const optionalText = z.optional(z.string());

/**
 * The seeker's profile (the user_details row): a field not filled is left out, never null; `dob`
 * is the day (YYYY-MM-DD); every list is there, empty or not, each item with its `id`.
 */
export const profileSchema = z.object({
  id: objectId,
  user_id: objectId,
  full_name: someText,
  email: optionalText,
  phone: optionalText,
  gender: z.optional(z.enum(GENDERS)),
  dob: z.optional(z.iso.date()),
  address: optionalText,
  pin_code: optionalText,
  education: optionalText,
  institution: optionalText,
  field_of_study: optionalText,
  graduation_year: z.optional(z.number().check(z.int())),
  skills: z.array(z.string()),
  curr_role: optionalText,
  job_type: optionalText,
  availability: z.optional(z.enum(AVAILABILITIES)),
  pref_location: optionalText,
  company: optionalText,
  experience: z.optional(z.number().check(z.nonnegative())),
  /** Lakhs per annum. */
  expected_salary: z.optional(z.number().check(z.nonnegative())),
  notice_period: z.optional(z.enum(NOTICE_PERIODS)),
  profile_summary: optionalText,
  profile_picture: optionalText,
  /** Whether Resdex shows the profile (docs/product/recruiter-tools-and-workspace.md#seekers-visibility); absent = true. */
  visible_to_recruiters: z.optional(z.boolean()),
  languages: z.array(languageSchema),
  internships: z.array(internshipSchema),
  projects: z.array(projectSchema),
  employment: z.array(employmentSchema),
  academic_achievements: z.array(academicAchievementSchema),
});
export type Profile = z.infer<typeof profileSchema>;

const percent = z.number().check(z.int(), z.minimum(0), z.maximum(100));

/** How complete the profile is: `filled` of the twelve COMPLETENESS_FIELDS, `missing` in their order. */
export const completenessSchema = z.object({
  filled: count,
  total: z.literal(COMPLETENESS_FIELDS.length),
  percent,
  missing: z.array(z.enum(COMPLETENESS_FIELDS)),
});
export type Completeness = z.infer<typeof completenessSchema>;

/** What a change of the profile or of one of its lists answers (PATCH has the resume too). */
export const profileViewSchema = z.object({
  profile: profileSchema,
  completeness: completenessSchema,
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** `GET /api/profile` and `PATCH /api/profile`: the profile, its completeness and the resume (null when none). */
export const profileAnswerSchema = z.extend(profileViewSchema, {
  resume: z.nullable(resumeSchema),
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

/** `POST /api/profile/photo`: where the new photo is served. */
export const profilePhotoSchema = z.object({
  profile_picture: z.string().check(z.startsWith('/api/profile/photo/')),
});
export type ProfilePhoto = z.infer<typeof profilePhotoSchema>;

/** `GET /api/profile/keyword-suggestions`: skills of the jobs applied to that the profile lacks. */
export const keywordSuggestionsSchema = z.object({ keywords: z.array(someText) });
export type KeywordSuggestions = z.infer<typeof keywordSuggestionsSchema>;

/**
 * `GET /api/profile/insights`: applications by status and by week (the last 12 weeks, oldest
 * first, each from its Monday), the number of saved jobs and the completeness history.
 */
export const insightsSchema = z.object({
  applications_by_status: z.record(z.enum(APPLICATION_STATUS_VALUES), count),
  applications_by_week: z.array(z.object({ week_start: z.iso.date(), count })),
  saved_jobs: count,
  completeness_history: z.array(z.object({ at: isoDateTime, percent })),
});
export type Insights = z.infer<typeof insightsSchema>;
