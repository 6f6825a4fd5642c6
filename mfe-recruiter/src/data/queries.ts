import { queryOptions } from '@tanstack/react-query';
import { fetchCompany, fetchMyCompanies } from '../companies/companiesApi';
import { fetchCandidateSearches, fetchSavedCandidates } from '../resdex/candidatesApi';
import {
  fetchJobQuota,
  fetchRecruiterJob,
  fetchRecruiterJobsIn,
  type RecruiterJobStatus,
} from '../jobs/jobLifeApi';
import { fetchPostingOptions, fetchRecruiterJobs } from '../jobs/recruiterJobsApi';
import { fetchQuotaUsage } from '../plan/quotaApi';

/**
 * The recruiter remote's query keys (ADR 017): keys start with the area, as they share the
 * portal's one QueryClient; a write invalidates the keys it changes.
 */
export const recruiterQueryKeys = {
  recruiter: ['recruiter'] as const,
  myCompanies: ['recruiter', 'companies', 'mine'] as const,
  /** One of the recruiter's companies (its profile page). */
  company: (companyId: string) => ['recruiter', 'company', companyId] as const,
  /** The recruiter's jobs and posting quota: the dashboard and /responses show the same answer. */
  jobs: ['recruiter', 'jobs'] as const,
  /** One "My jobs" tab: under `jobs`, so a write that invalidates `jobs` refreshes it too. */
  jobsIn: (status: RecruiterJobStatus) => ['recruiter', 'jobs', status] as const,
  /** One job to edit: under `jobs`, so a change to any job refreshes it too. */
  job: (jobId: string) => ['recruiter', 'jobs', 'one', jobId] as const,
  /** The posting quota alone (Post a Job): under `jobs`, as posting or reopening changes it. */
  jobQuota: ['recruiter', 'jobs', 'quota'] as const,
  /**
   * The plan and every quota (/quota-usage, the dashboard's carousel): under `jobs`, as posting or
   * closing a job changes the job postings quota.
   */
  quotaUsage: ['recruiter', 'jobs', 'quota-usage'] as const,
  /** Post a Job's lists, defaults and limits (the same for every recruiter). */
  postingOptions: ['recruiter', 'posting-options'] as const,
  /** The recruiter's saved candidates: saving or unsaving one changes it. */
  savedCandidates: ['recruiter', 'saved-candidates'] as const,
  /** The recruiter's recent and saved Resdex searches: searching, saving or deleting one changes it. */
  candidateSearches: ['recruiter', 'candidate-searches'] as const,
};

/** `GET /api/companies/mine`. */
export const myCompaniesQuery = () =>
  queryOptions({ queryKey: recruiterQueryKeys.myCompanies, queryFn: fetchMyCompanies });

/** `GET /api/companies/{companyId}`: updating the company replaces it. */
export const companyQuery = (companyId: string) =>
  queryOptions({
    queryKey: recruiterQueryKeys.company(companyId),
    queryFn: () => fetchCompany(companyId),
  });

/** `GET /api/recruiter/jobs`: posting a job changes it (a new row, one more open job). */
export const recruiterJobsQuery = () =>
  queryOptions({ queryKey: recruiterQueryKeys.jobs, queryFn: fetchRecruiterJobs });

/** `GET /api/recruiter/jobs?status=`: one tab of "My jobs"; any change to a job changes it. */
export const recruiterJobsInQuery = (status: RecruiterJobStatus) =>
  queryOptions({
    queryKey: recruiterQueryKeys.jobsIn(status),
    queryFn: () => fetchRecruiterJobsIn(status),
  });

/** `GET /api/recruiter/jobs/{jobId}`: one own job (the edit form); a change to it changes it. */
export const recruiterJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: recruiterQueryKeys.job(jobId),
    queryFn: () => fetchRecruiterJob(jobId),
  });

/** `GET /api/recruiter/job-quota`: a post, close, reopen or repost changes it. */
export const jobQuotaQuery = () =>
  queryOptions({ queryKey: recruiterQueryKeys.jobQuota, queryFn: fetchJobQuota });

/** `GET /api/recruiter/quota-usage`: a job change or an opened resume changes it. */
export const quotaUsageQuery = () =>
  queryOptions({ queryKey: recruiterQueryKeys.quotaUsage, queryFn: fetchQuotaUsage });

/** `GET /api/jobs/posting-options`: what the Post a Job form offers and how it is checked. */
export const postingOptionsQuery = () =>
  queryOptions({ queryKey: recruiterQueryKeys.postingOptions, queryFn: fetchPostingOptions });

/** `GET /api/saved-candidates`: saving or unsaving a candidate changes it. */
export const savedCandidatesQuery = () =>
  queryOptions({ queryKey: recruiterQueryKeys.savedCandidates, queryFn: fetchSavedCandidates });

/** `GET /api/candidate-searches`: a search, a saved search or a deleted one changes it. */
export const candidateSearchesQuery = () =>
  queryOptions({ queryKey: recruiterQueryKeys.candidateSearches, queryFn: fetchCandidateSearches });
