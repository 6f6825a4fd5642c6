import {
  APPLICATION_STATUS_VALUES,
  AVAILABILITIES,
  GENDERS,
  PROFICIENCIES,
} from '@rozgar/contracts/vocabularies';
import { apiFetch } from '@rozgar/design-system';
import { z } from 'zod/mini';
import { resumeSchema } from '../resume/resumeApi';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const text = z.nullish(z.string());
const numberOrText = z.nullish(z.union([z.number(), z.string()]));

/** The profile's vocabularies are the contracts' (the BFF accepts exactly these). */
export { AVAILABILITIES, GENDERS, PROFICIENCIES };

export const languageSchema = z.object({ id, language: z.string(), proficiency: z.string() });
export const internshipSchema = z.object({
  id,
  company: text,
  position: text,
  duration: text,
  description: text,
});
export const projectSchema = z.object({
  id,
  title: text,
  duration: text,
  technologies: text,
  description: text,
});
export const employmentSchema = z.object({
  id,
  company: text,
  jobTitle: text,
  duration: text,
  description: text,
});
export const academicAchievementSchema = z.object({
  id,
  title: text,
  institution: text,
  year: numberOrText,
  description: text,
});

const list = <T extends z.ZodMiniType>(item: T) => z._default(z.array(item), []);

/** The seeker's user_details row as JSON (ADR 009 "Profile"). */
export const profileSchema = z.object({
  id: z.optional(id),
  full_name: text,
  email: text,
  phone: text,
  gender: text,
  dob: text,
  address: text,
  pin_code: text,
  education: text,
  institution: text,
  field_of_study: text,
  graduation_year: numberOrText,
  skills: list(z.string()),
  curr_role: text,
  job_type: text,
  availability: text,
  pref_location: text,
  company: text,
  experience: numberOrText,
  profile_summary: text,
  profile_picture: text,
  languages: list(languageSchema),
  internships: list(internshipSchema),
  projects: list(projectSchema),
  employment: list(employmentSchema),
  academic_achievements: list(academicAchievementSchema),
});

export type Profile = z.infer<typeof profileSchema>;
export type LanguageItem = z.infer<typeof languageSchema>;
export type InternshipItem = z.infer<typeof internshipSchema>;
export type ProjectItem = z.infer<typeof projectSchema>;
export type EmploymentItem = z.infer<typeof employmentSchema>;
export type AcademicAchievementItem = z.infer<typeof academicAchievementSchema>;

export const completenessSchema = z.object({
  filled: z.number().check(z.int(), z.nonnegative()),
  total: z.number().check(z.int(), z.positive()),
  percent: z.number().check(z.gte(0), z.lte(100)),
  missing: z.array(z.string()),
});

export type Completeness = z.infer<typeof completenessSchema>;

const profileAnswerSchema = z.object({
  profile: profileSchema,
  completeness: completenessSchema,
  resume: z.nullish(resumeSchema),
});

export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

const sectionAnswerSchema = z.object({ profile: profileSchema, completeness: completenessSchema });
export type SectionAnswer = z.infer<typeof sectionAnswerSchema>;

/** The list sections, by the path segment the BFF uses and the profile field that holds them. */
export const SECTION_FIELDS = {
  languages: 'languages',
  internships: 'internships',
  projects: 'projects',
  employment: 'employment',
  'academic-achievements': 'academic_achievements',
} as const;

export type SectionKey = keyof typeof SECTION_FIELDS;

/** The scalar fields (and `skills`) that `PATCH /api/profile` takes; "" clears an optional one. */
export type ProfilePatch = Partial<{
  full_name: string;
  email: string;
  phone: string;
  gender: (typeof GENDERS)[number] | '';
  dob: string;
  address: string;
  pin_code: string;
  education: string;
  institution: string;
  field_of_study: string;
  graduation_year: number | '';
  skills: string[];
  curr_role: string;
  job_type: string;
  availability: (typeof AVAILABILITIES)[number] | '';
  pref_location: string;
  company: string;
  experience: number | '';
  profile_summary: string;
}>;

export async function fetchProfile(): Promise<ProfileAnswer> {
  return profileAnswerSchema.parse(await apiFetch('/api/profile'));
}

export async function updateProfile(patch: ProfilePatch): Promise<ProfileAnswer> {
  return profileAnswerSchema.parse(
    await apiFetch('/api/profile', { method: 'PATCH', body: patch }),
  );
}

export async function addSectionItem(
  section: SectionKey,
  item: Record<string, unknown>,
): Promise<SectionAnswer> {
  return sectionAnswerSchema.parse(
    await apiFetch(`/api/profile/sections/${section}`, { method: 'POST', body: item }),
  );
}

export async function updateSectionItem(
  section: SectionKey,
  itemId: string,
  item: Record<string, unknown>,
): Promise<SectionAnswer> {
  return sectionAnswerSchema.parse(
    await apiFetch(`/api/profile/sections/${section}/${encodeURIComponent(itemId)}`, {
      method: 'PUT',
      body: item,
    }),
  );
}

export async function deleteSectionItem(
  section: SectionKey,
  itemId: string,
): Promise<SectionAnswer> {
  return sectionAnswerSchema.parse(
    await apiFetch(`/api/profile/sections/${section}/${encodeURIComponent(itemId)}`, {
      method: 'DELETE',
    }),
  );
}

const photoAnswerSchema = z.object({ profile_picture: z.string() });

/** `POST /api/profile/photo` (multipart field `photo`) → the new photo's URL. */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('photo', file, file.name);
  return photoAnswerSchema.parse(await apiFetch('/api/profile/photo', { method: 'POST', body }))
    .profile_picture;
}

const keywordsSchema = z.object({ keywords: z.array(z.string()) });

/** Skills of the jobs the seeker applied to that the profile lacks. */
export async function fetchKeywordSuggestions(): Promise<string[]> {
  return keywordsSchema.parse(await apiFetch('/api/profile/keyword-suggestions')).keywords;
}

const count = z.number().check(z.int(), z.nonnegative());

/** The contracts' statuses, in their order. */
export const APPLICATION_STATUSES = APPLICATION_STATUS_VALUES;

export const insightsSchema = z.object({
  applications_by_status: z.object({
    applied: count,
    under_review: count,
    interview: count,
    accepted: count,
    rejected: count,
  }),
  applications_by_week: z.array(z.object({ week_start: z.string(), count })),
  saved_jobs: count,
  completeness_history: z.array(
    z.object({ at: z.string(), percent: z.number().check(z.gte(0), z.lte(100)) }),
  ),
});

export type Insights = z.infer<typeof insightsSchema>;

export async function fetchInsights(): Promise<Insights> {
  return insightsSchema.parse(await apiFetch('/api/profile/insights'));
}
