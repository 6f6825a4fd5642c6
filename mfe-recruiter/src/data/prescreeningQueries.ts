import { queryOptions } from '@tanstack/react-query';
import { fetchPrescreening } from '../prescreening/prescreeningApi';

/** Pre-screening's query keys (ADR 017), under the recruiter area's: saving a job's set replaces it. */
export const prescreeningQueryKeys = {
  job: (jobId: string) => ['recruiter', 'prescreening', jobId] as const,
};

/** `GET /api/jobs/{jobId}/prescreening`: the job's questions and criteria. */
export const prescreeningQuery = (jobId: string) =>
  queryOptions({
    queryKey: prescreeningQueryKeys.job(jobId),
    queryFn: () => fetchPrescreening(jobId),
  });
