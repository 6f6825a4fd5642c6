import { queryOptions } from '@tanstack/react-query';
import {
  fetchCompanyCategories,
  fetchCompanyJobs,
  fetchCompanyPage,
  fetchDirectory,
  fetchInterviewExperiences,
  fetchLatestReviews,
  fetchOfficePhotos,
  fetchReviewsSummary,
} from './companiesApi';
import { directoryQueryString, type DirectorySearch } from './directorySearch';

/**
 * The companies pages' query keys (ADR 017), in the portal's one QueryClient: every key starts
 * with `companies`. A company's open jobs sit under `jobs` so that the job actions' invalidation
 * of jobs reaches them too.
 */
export const companyQueryKeys = {
  companies: ['companies'] as const,
  /** One directory page: its query string (the URL's). */
  directory: (query: string) => ['companies', 'directory', query] as const,
  categories: ['companies', 'categories'] as const,
  company: (companyId: string) => ['companies', 'company', companyId] as const,
  reviewsSummary: (companyId: string) =>
    ['companies', 'company', companyId, 'reviews-summary'] as const,
  latestReviews: (companyId: string) =>
    ['companies', 'company', companyId, 'latest-reviews'] as const,
  interviews: (companyId: string) => ['companies', 'company', companyId, 'interviews'] as const,
  photos: (companyId: string) => ['companies', 'company', companyId, 'photos'] as const,
  jobs: (companyId: string, page: number) => ['jobs', 'company', companyId, page] as const,
};

/** `GET /api/companies?…`. */
export const directoryQuery = (search: DirectorySearch) =>
  queryOptions({
    queryKey: companyQueryKeys.directory(directoryQueryString(search)),
    queryFn: ({ signal }) => fetchDirectory(search, signal),
  });

/** `GET /api/companies/highlights`'s categories. */
export const companyCategoriesQuery = () =>
  queryOptions({
    queryKey: companyQueryKeys.categories,
    queryFn: ({ signal }) => fetchCompanyCategories(signal),
  });

/** `GET /api/companies/:companyId`. */
export const companyPageQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.company(companyId),
    queryFn: ({ signal }) => fetchCompanyPage(companyId, signal),
  });

/** `GET /api/companies/:companyId/jobs?page=`. */
export const companyJobsQuery = (companyId: string, page: number) =>
  queryOptions({
    queryKey: companyQueryKeys.jobs(companyId, page),
    queryFn: ({ signal }) => fetchCompanyJobs(companyId, page, signal),
  });

/** `GET /api/companies/:companyId/reviews-summary`. */
export const reviewsSummaryQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.reviewsSummary(companyId),
    queryFn: ({ signal }) => fetchReviewsSummary(companyId, signal),
  });

/** `GET /api/reviews?company_id=` (the latest few). */
export const latestReviewsQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.latestReviews(companyId),
    queryFn: ({ signal }) => fetchLatestReviews(companyId, signal),
  });

/** `GET /api/companies/:companyId/interview-experiences` (the first page). */
export const interviewExperiencesQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.interviews(companyId),
    queryFn: ({ signal }) => fetchInterviewExperiences(companyId, signal),
  });

/** `GET /api/companies/:companyId/photos`. */
export const officePhotosQuery = (companyId: string) =>
  queryOptions({
    queryKey: companyQueryKeys.photos(companyId),
    queryFn: ({ signal }) => fetchOfficePhotos(companyId, signal),
  });
