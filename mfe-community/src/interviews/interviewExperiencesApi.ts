import type { ShareInterviewExperienceInput } from '@rozgar/contracts/interview-experiences';
import {
  interviewExperiencePageSchema,
  savedInterviewExperienceSchema,
  type InterviewExperience,
  type InterviewExperiencePage,
  type SavedInterviewExperience,
} from '@rozgar/contracts/payloads/interview-experiences';
import { apiFetch } from '@rozgar/design-system';

/*
 * Interview experiences as the BFF serves them (docs/product/community-and-reviews.md, "Share
 * interview experience"): answers parsed with the contracts' payload schemas (zod/mini); the body
 * is the contracts' type only, so the remote's bundle carries no full zod.
 */

export type {
  InterviewExperience,
  InterviewExperiencePage,
  SavedInterviewExperience,
  ShareInterviewExperienceInput,
};

/** `GET /api/companies/{companyId}/interview-experiences?page=`: one page, newest first, with counts. */
export async function fetchInterviewExperiences(
  companyId: string,
  page: number,
  signal?: AbortSignal,
): Promise<InterviewExperiencePage> {
  return interviewExperiencePageSchema.parse(
    await apiFetch(
      `/api/companies/${encodeURIComponent(companyId)}/interview-experiences?page=${page}`,
      { signal },
    ),
  );
}

/** `POST /api/interview-experiences`: stores the caller's experience anonymously. */
export async function shareInterviewExperience(
  input: ShareInterviewExperienceInput,
): Promise<SavedInterviewExperience> {
  return savedInterviewExperienceSchema.parse(
    await apiFetch('/api/interview-experiences', { method: 'POST', body: input }),
  );
}
