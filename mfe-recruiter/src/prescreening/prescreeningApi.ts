import type { PrescreeningBodyInput } from '@rozgar/contracts/prescreening';
import {
  jobPrescreeningSchema,
  type JobPrescreening,
  type PrescreeningCriteria,
  type PrescreeningQuestion,
} from '@rozgar/contracts/payloads/prescreening';
import { apiFetch } from '@rozgar/design-system';

/** A job's pre-screening as the BFF sends it (docs/product/recruiter-tools-and-workspace.md#pre-screening). */
export type { JobPrescreening, PrescreeningCriteria, PrescreeningQuestion };

const path = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}/prescreening`;

/** `GET /api/jobs/{jobId}/prescreening`: the job's questions in order and its filter criteria. */
export async function fetchPrescreening(jobId: string): Promise<JobPrescreening> {
  return jobPrescreeningSchema.parse(await apiFetch(path(jobId)));
}

/** `PUT /api/jobs/{jobId}/prescreening`: replaces the job's questions and criteria. */
export async function savePrescreening(
  jobId: string,
  body: PrescreeningBodyInput,
): Promise<JobPrescreening> {
  return jobPrescreeningSchema.parse(await apiFetch(path(jobId), { method: 'PUT', body }));
}
