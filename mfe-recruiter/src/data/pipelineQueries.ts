import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchJobApplicants, type ApplicantsView } from '../jobs/pipelineApi';

/**
 * The applicant pipeline's query keys (ADR 017), under the recruiter area's: every view of one
 * job's applicants sits under the job's key, so a status change invalidates them all at once.
 */
export const pipelineQueryKeys = {
  job: (jobId: string) => ['recruiter', 'job-applicants', jobId] as const,
  view: (jobId: string, view: ApplicantsView) =>
    ['recruiter', 'job-applicants', jobId, view] as const,
};

/**
 * `GET /api/job-applications/{jobId}/applicants`: a status change (one or many) changes every view
 * of the job. A new filter keeps the previous list shown until its answer comes.
 */
export const jobApplicantsQuery = (jobId: string, view: ApplicantsView) =>
  queryOptions({
    queryKey: pipelineQueryKeys.view(jobId, view),
    queryFn: () => fetchJobApplicants(jobId, view),
    placeholderData: keepPreviousData,
  });
