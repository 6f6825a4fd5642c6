import {
  applicantNoteAddedSchema,
  applicantResumeTextSchema,
  applicantTagsSchema,
  bulkStatusChangedSchema,
  jobApplicantsSchema,
  type ApplicantCounts,
  type ApplicantResume,
  type ApplicantResumeText,
  type BulkStatusChanged,
  type JobApplicants,
  type PipelineApplicant,
} from '@rozgar/contracts/payloads/pipeline';
import type { ApplicantSort, ApplicationStatus } from '@rozgar/contracts/vocabularies';
import { apiFetch } from '@rozgar/design-system';

/** The applicant pipeline's payloads (docs/product/recruiter-jobs-and-responses.md#manage-responses). */
export type {
  ApplicantCounts,
  ApplicantResume,
  ApplicantResumeText,
  ApplicantSort,
  BulkStatusChanged,
  JobApplicants,
  PipelineApplicant,
};

/** The applicant's name as cards and dialogs say it: the profile's, else the e-mail. */
export const applicantName = (applicant: PipelineApplicant) =>
  applicant.applicant.full_name || applicant.applicant.email || 'Unknown Candidate';

/**
 * What one job's applicant list shows: a status (or all), the order, a name-or-skill search, those
 * meeting the pre-screening criteria or everyone, and the page (the first when left out).
 */
export interface ApplicantsView {
  status?: ApplicationStatus;
  sort: ApplicantSort;
  q: string;
  /** Only the applicants meeting the job's pre-screening criteria. */
  meets?: boolean;
  page?: number;
}

/**
 * `GET /api/job-applications/{jobId}/applicants?status&sort&q&meets&page`: the job, its counts per status
 * and the page asked for of the applicants matching, sorted.
 */
export async function fetchJobApplicants(jobId: string, view: ApplicantsView) {
  const params = new URLSearchParams({ sort: view.sort });
  if (view.status) params.set('status', view.status);
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.meets) params.set('meets', '1');
  if (view.page && view.page > 1) params.set('page', String(view.page));
  const answer = await apiFetch(
    `/api/job-applications/${encodeURIComponent(jobId)}/applicants?${params}`,
  );
  return jobApplicantsSchema.parse(answer);
}

/** `PATCH /api/job-applications/{jobId}/status`: one status for several applicants at once. */
export async function setStatusOf(
  jobId: string,
  userIds: string[],
  status: ApplicationStatus,
): Promise<BulkStatusChanged> {
  const answer = await apiFetch(`/api/job-applications/${encodeURIComponent(jobId)}/status`, {
    method: 'PATCH',
    body: { user_ids: userIds, status },
  });
  return bulkStatusChangedSchema.parse(answer);
}

/** The resume's `text_link`: the text read from a DOC/DOCX with where the job's skills occur. */
export async function fetchResumeText(textLink: string): Promise<ApplicantResumeText> {
  return applicantResumeTextSchema.parse(await apiFetch(textLink));
}

const applicantPath = (jobId: string, userId: string) =>
  `/api/job-applications/${encodeURIComponent(jobId)}/${encodeURIComponent(userId)}`;

/** `POST …/{userId}/notes`: a note the recruiter's account keeps on the applicant. */
export async function addNote(jobId: string, userId: string, text: string) {
  const answer = await apiFetch(`${applicantPath(jobId, userId)}/notes`, {
    method: 'POST',
    body: { text },
  });
  return applicantNoteAddedSchema.parse(answer).note;
}

/** `PUT …/{userId}/tags`: the applicant's whole set of tags (the account's own). */
export async function saveTags(jobId: string, userId: string, tags: string[]) {
  const answer = await apiFetch(`${applicantPath(jobId, userId)}/tags`, {
    method: 'PUT',
    body: { tags },
  });
  return applicantTagsSchema.parse(answer).tags;
}
