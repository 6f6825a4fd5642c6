import {
  APPLICATION_STATUS_VALUES,
  AVAILABILITIES,
  GENDERS,
  PROFICIENCIES,
  PROFILE_SECTION_FIELDS,
  type PreferredJobType,
  type ProfileSection,
} from '@rozgar/contracts/vocabularies';
import { apiFetch } from '@rozgar/design-system';
import {
  insightsSchema,
  keywordSuggestionsSchema,
  profileAnswerSchema,
  profilePhotoSchema,
  profileViewSchema,
  type AcademicAchievementItem,
  type Completeness,
  type EmploymentItem,
  type Insights,
  type InternshipItem,
  type LanguageItem,
  type Profile,
  type ProfileAnswer,
  type ProfileView,
  type ProjectItem,
} from '@rozgar/contracts/payloads/profile';

/** The profile's vocabularies are the contracts' (the BFF accepts exactly these). */
export { AVAILABILITIES, GENDERS, PROFICIENCIES };

/** The profile's answers are the contracts' payloads (ADR 015, "Payloads"). */
export type {
  AcademicAchievementItem,
  Completeness,
  EmploymentItem,
  Insights,
  InternshipItem,
  LanguageItem,
  Profile,
  ProfileAnswer,
  ProjectItem,
};
export type SectionAnswer = ProfileView;

/** The list sections, by the path segment the BFF uses and the profile field that holds them. */
export const SECTION_FIELDS = PROFILE_SECTION_FIELDS;
export type SectionKey = ProfileSection;

/** The profile's fields `PATCH /api/profile` does not take (lists have their own routes). */
type NotPatched =
  'id' | 'user_id' | 'profile_picture' | (typeof PROFILE_SECTION_FIELDS)[ProfileSection];

/**
 * The scalar fields (and `skills`) that `PATCH /api/profile` takes, as the profile payload types
 * them; "" clears an optional one; the job type is one of the contracts' PREFERRED_JOB_TYPES.
 */
export type ProfilePatch = Partial<
  {
    [Field in Exclude<keyof Profile, NotPatched | 'skills' | 'job_type'>]:
      NonNullable<Profile[Field]> | '';
  } & { skills: string[]; job_type: PreferredJobType | '' }
>;

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
  return profileViewSchema.parse(
    await apiFetch(`/api/profile/sections/${section}`, { method: 'POST', body: item }),
  );
}

export async function updateSectionItem(
  section: SectionKey,
  itemId: string,
  item: Record<string, unknown>,
): Promise<SectionAnswer> {
  return profileViewSchema.parse(
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
  return profileViewSchema.parse(
    await apiFetch(`/api/profile/sections/${section}/${encodeURIComponent(itemId)}`, {
      method: 'DELETE',
    }),
  );
}

/** `POST /api/profile/photo` (multipart field `photo`) → the new photo's URL. */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const body = new FormData();
  body.append('photo', file, file.name);
  return profilePhotoSchema.parse(await apiFetch('/api/profile/photo', { method: 'POST', body }))
    .profile_picture;
}

/** Skills of the jobs the seeker applied to that the profile lacks. */
export async function fetchKeywordSuggestions(): Promise<string[]> {
  return keywordSuggestionsSchema.parse(await apiFetch('/api/profile/keyword-suggestions'))
    .keywords;
}

/** The contracts' statuses, in their order. */
export const APPLICATION_STATUSES = APPLICATION_STATUS_VALUES;

export async function fetchInsights(): Promise<Insights> {
  return insightsSchema.parse(await apiFetch('/api/profile/insights'));
}
