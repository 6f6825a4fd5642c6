import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchCommunities, fetchRecentReviews, fetchRecommendedJobs } from '../home/homeApi';
import { fetchJob, fetchJobFilters, fetchJobs, fetchSimilarJobs } from '../jobs/jobsApi';
import { fetchApplications, fetchSavedJobs } from '../jobs/seekerJobsApi';
import { fetchOpenJobs, fetchPortalKeywords } from '../optimizer/optimizerApi';
import {
  fetchInsights,
  fetchKeywordSuggestions,
  fetchProfile,
  type ProfileAnswer,
} from '../profile/profileApi';
import { fetchResume, fetchResumeText, type Resume } from '../resume/resumeApi';

/**
 * The seeker remote's query keys (ADR 017). They live in the portal's one QueryClient, so every
 * key starts with its area; a write invalidates the keys it changes.
 */
export const seekerQueryKeys = {
  /** Everything that belongs to the logged-in seeker. */
  seeker: ['seeker'] as const,
  savedJobs: ['seeker', 'saved-jobs'] as const,
  applications: ['seeker', 'applications'] as const,
  /** The seeker's profile and its completeness (`GET /api/profile`). */
  profile: ['seeker', 'profile'] as const,
  /** The dashboard's Activity insights: counts of applications, saved jobs, completeness. */
  insights: ['seeker', 'insights'] as const,
  /** The seeker's uploaded resume (`GET /api/resume`). */
  resume: ['seeker', 'resume'] as const,
  /** The text read from the uploaded resume (`GET /api/resume/text`), for the optimiser. */
  resumeText: ['seeker', 'resume', 'text'] as const,
  /** Skills of the jobs applied to that the profile lacks (`GET /api/profile/keyword-suggestions`). */
  keywordSuggestions: ['seeker', 'keyword-suggestions'] as const,
  /** The seeker home's panels (their own shapes, so not the community remote's keys). */
  /** "Recommended for you": they depend on the profile and on what the seeker applied to. */
  homeJobs: ['seeker', 'home', 'recommended-jobs'] as const,
  homeReviews: ['seeker', 'home', 'reviews'] as const,
  homeCommunities: ['seeker', 'home', 'communities'] as const,
  /** Every job's details (their skill match depends on the profile). */
  jobs: ['jobs', 'detail'] as const,
  /** One page of a `/jobs` search (the API's filters, as the URL gives them). */
  jobSearch: (filters: Record<string, string>, page: number, pageSize: number) =>
    ['jobs', 'search', filters, page, pageSize] as const,
  /** The filter panel's counts for a search (its filters, no order). */
  jobFilters: (filters: Record<string, string>) => ['jobs', 'filters', filters] as const,
  job: (jobId: string) => ['jobs', 'detail', jobId] as const,
  /** The open jobs like this one (`GET /api/jobs/:jobId/similar`). */
  similarJobs: (jobId: string) => ['jobs', 'detail', jobId, 'similar'] as const,
  /** The optimiser's open jobs to pick from, one key per search text (their own shape). */
  optimizerJobs: (q: string) => ['jobs', 'optimizer', q] as const,
  /** The portal's keywords, the open jobs' skills and title words (`GET /api/keyword-optimiser/keywords`). */
  portalKeywords: ['jobs', 'keywords'] as const,
};

/** `GET /api/saved-jobs`. */
export const savedJobsQuery = () =>
  queryOptions({ queryKey: seekerQueryKeys.savedJobs, queryFn: fetchSavedJobs });

/** `GET /api/applications`. */
export const applicationsQuery = () =>
  queryOptions({ queryKey: seekerQueryKeys.applications, queryFn: fetchApplications });

/** `GET /api/jobs/:jobId`. */
export const jobQuery = (jobId: string) =>
  queryOptions({ queryKey: seekerQueryKeys.job(jobId), queryFn: () => fetchJob(jobId) });

/** `GET /api/jobs/:jobId/similar`: up to 6 open jobs like it. */
export const similarJobsQuery = (jobId: string) =>
  queryOptions({
    queryKey: seekerQueryKeys.similarJobs(jobId),
    queryFn: () => fetchSimilarJobs(jobId),
  });

/** `GET /api/jobs?…&page=&pageSize=`. */
export const jobSearchQuery = (filters: Record<string, string>, page: number, pageSize: number) =>
  queryOptions({
    queryKey: seekerQueryKeys.jobSearch(filters, page, pageSize),
    queryFn: () => fetchJobs({ page, pageSize, filters }),
  });

/** `GET /api/jobs/filters?…`: the filter panel's groups with their counts for the search. */
export const jobFiltersQuery = (filters: Record<string, string> = {}) =>
  queryOptions({
    queryKey: seekerQueryKeys.jobFilters(filters),
    queryFn: () => fetchJobFilters(filters),
  });

/** `GET /api/profile`. */
export const profileQuery = () =>
  queryOptions({ queryKey: seekerQueryKeys.profile, queryFn: fetchProfile });

/** `GET /api/resume`: the current resume, or null. */
export const resumeQuery = () =>
  queryOptions({ queryKey: seekerQueryKeys.resume, queryFn: fetchResume });

/** `GET /api/resume/text`: the text read from the uploaded resume. */
export const resumeTextQuery = () =>
  queryOptions({ queryKey: seekerQueryKeys.resumeText, queryFn: fetchResumeText });

/**
 * After an upload or a delete: the cached resume is the new one (or null), and its text, the
 * profile (its Resume section and completeness) and the insights are stale.
 */
export function resumeSaved(client: QueryClient, resume: Resume | null) {
  client.setQueryData(seekerQueryKeys.resume, resume);
  void client.invalidateQueries({ queryKey: seekerQueryKeys.resumeText });
  void client.invalidateQueries({ queryKey: seekerQueryKeys.profile });
  void client.invalidateQueries({ queryKey: seekerQueryKeys.insights });
}

/** `GET /api/profile/insights`. */
export const insightsQuery = () =>
  queryOptions({ queryKey: seekerQueryKeys.insights, queryFn: fetchInsights });

/** `GET /api/profile/keyword-suggestions`: the keywords to add, as the BFF orders them. */
export const keywordSuggestionsQuery = () =>
  queryOptions({ queryKey: seekerQueryKeys.keywordSuggestions, queryFn: fetchKeywordSuggestions });

/** The optimiser's open jobs: `GET /api/jobs?page=1&pageSize=20[&q=]`. */
export const optimizerJobsQuery = (q: string) =>
  queryOptions({ queryKey: seekerQueryKeys.optimizerJobs(q), queryFn: () => fetchOpenJobs(q) });

/** The portal's keywords; the BFF recomputes them every 5 minutes, so they are fresh as long. */
export const portalKeywordsQuery = () =>
  queryOptions({
    queryKey: seekerQueryKeys.portalKeywords,
    queryFn: fetchPortalKeywords,
    staleTime: 5 * 60 * 1000,
  });

/** The seeker home's "Recommended for you": `GET /api/jobs/recommended?limit=5`. */
export const homeJobsQuery = () =>
  queryOptions({ queryKey: seekerQueryKeys.homeJobs, queryFn: fetchRecommendedJobs });

/** The seeker home's Company Reviews: `GET /api/reviews?limit=3`. */
export const homeReviewsQuery = () =>
  queryOptions({ queryKey: seekerQueryKeys.homeReviews, queryFn: fetchRecentReviews });

/** The seeker home's Community: `GET /api/communities`. */
export const homeCommunitiesQuery = () =>
  queryOptions({ queryKey: seekerQueryKeys.homeCommunities, queryFn: fetchCommunities });

/**
 * After a profile write the BFF answered with the whole profile: the cached profile (the seeker
 * home's board) becomes that answer, and every job's details are stale, as their skill match
 * depends on the profile's skills, and so are the insights (their completeness history).
 */
export function profileSaved(client: QueryClient, answer: ProfileAnswer) {
  client.setQueryData(seekerQueryKeys.profile, answer);
  void client.invalidateQueries({ queryKey: seekerQueryKeys.insights });
  void client.invalidateQueries({ queryKey: seekerQueryKeys.jobs });
  void client.invalidateQueries({ queryKey: seekerQueryKeys.homeJobs });
}
