import { apiFetch } from '@rozgar/design-system';
import {
  companiesDirectorySchema,
  companyPageSchema,
  type CompaniesDirectory,
  type CompanyPage,
  type DirectoryCompany,
  type DirectoryFacetOption,
  type DirectoryFacets,
} from '@rozgar/contracts/payloads/companiesDirectory';
import {
  companyHighlightsSchema,
  type CompanyCategory,
} from '@rozgar/contracts/payloads/companies';
import {
  interviewExperiencePageSchema,
  type InterviewExperiencePage,
} from '@rozgar/contracts/payloads/interview-experiences';
import { jobsPageSchema, type JobsPage } from '@rozgar/contracts/payloads/jobs';
import { officePhotoListSchema, type OfficePhoto } from '@rozgar/contracts/payloads/office-photos';
import {
  companyReviewsSummarySchema,
  reviewPageSchema,
  type CompanyReviewsSummary,
  type Review,
} from '@rozgar/contracts/payloads/reviews';
import { directoryQueryString, type DirectorySearch } from './directorySearch';

/** The payloads are the contracts' (ADR 015, "Payloads"; ADR 020 for the directory). */
export type {
  CompaniesDirectory,
  CompanyCategory,
  CompanyPage,
  CompanyReviewsSummary,
  DirectoryCompany,
  DirectoryFacetOption,
  DirectoryFacets,
  InterviewExperiencePage,
  OfficePhoto,
  Review,
};

/** How many of a company's latest reviews its page shows. */
export const LATEST_REVIEWS = 3;

const id = (companyId: string) => encodeURIComponent(companyId);

/** `GET /api/companies?…`: one page of the directory with its facets. */
export async function fetchDirectory(
  search: DirectorySearch,
  signal?: AbortSignal,
): Promise<CompaniesDirectory> {
  const query = directoryQueryString(search);
  return companiesDirectorySchema.parse(
    await apiFetch(`/api/companies${query ? `?${query}` : ''}`, { signal }),
  );
}

/**
 * `GET /api/companies/highlights`: the "Top companies hiring now" categories with their counts,
 * the landing page's very service (docs/product/companies.md#company-categories).
 */
export async function fetchCompanyCategories(signal?: AbortSignal): Promise<CompanyCategory[]> {
  return companyHighlightsSchema.parse(await apiFetch('/api/companies/highlights', { signal }))
    .categories;
}

/** `GET /api/companies/:companyId`: the public profile. Rejects with `ApiError` 404 when unknown. */
export async function fetchCompanyPage(
  companyId: string,
  signal?: AbortSignal,
): Promise<CompanyPage> {
  return companyPageSchema.parse(await apiFetch(`/api/companies/${id(companyId)}`, { signal }));
}

/**
 * `GET /api/companies/:companyId/jobs?page=`: the company's open jobs, newest first, as /jobs
 * lists them (20 a page, the BFF's page size).
 */
export async function fetchCompanyJobs(
  companyId: string,
  page: number,
  signal?: AbortSignal,
): Promise<JobsPage> {
  return jobsPageSchema.parse(
    await apiFetch(`/api/companies/${id(companyId)}/jobs?page=${page}`, { signal }),
  );
}

/** `GET /api/companies/:companyId/reviews-summary`: the rating histogram and criteria. */
export async function fetchReviewsSummary(
  companyId: string,
  signal?: AbortSignal,
): Promise<CompanyReviewsSummary> {
  return companyReviewsSummarySchema.parse(
    await apiFetch(`/api/companies/${id(companyId)}/reviews-summary`, { signal }),
  );
}

/** `GET /api/reviews?company_id=&page_size=3`: the company's latest reviews, newest first. */
export async function fetchLatestReviews(
  companyId: string,
  signal?: AbortSignal,
): Promise<{ reviews: Review[]; total: number }> {
  const query = new URLSearchParams({ company_id: companyId, page_size: String(LATEST_REVIEWS) });
  const page = reviewPageSchema.parse(
    await apiFetch(`/api/reviews?${query.toString()}`, { signal }),
  );
  return { reviews: page.reviews, total: page.total };
}

/** `GET /api/companies/:companyId/interview-experiences`: the first page, newest first, with counts. */
export async function fetchInterviewExperiences(
  companyId: string,
  signal?: AbortSignal,
): Promise<InterviewExperiencePage> {
  return interviewExperiencePageSchema.parse(
    await apiFetch(`/api/companies/${id(companyId)}/interview-experiences`, { signal }),
  );
}

/** `GET /api/companies/:companyId/photos`: the published office photos, newest first. */
export async function fetchOfficePhotos(
  companyId: string,
  signal?: AbortSignal,
): Promise<OfficePhoto[]> {
  return officePhotoListSchema.parse(
    await apiFetch(`/api/companies/${id(companyId)}/photos`, { signal }),
  ).photos;
}
