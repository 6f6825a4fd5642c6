import type {
  CompanyReviewInput,
  ReviewListQuery,
  ReviewReportBody,
  WriteReviewInput,
} from '@rozgar/contracts/reviews';
import type { ReviewVoteAction } from '@rozgar/contracts/vocabularies';
import {
  companyReviewsSummarySchema,
  companySuggestionsSchema,
  reviewPageSchema,
  reviewReportResultSchema,
  reviewVoteResultSchema,
  savedReviewSchema,
  type CompanyReviewsSummary,
  type ReviewedCompany,
  type ReviewPage,
  type ReviewVoteResult,
  type SavedReview,
} from '@rozgar/contracts/payloads/reviews';
import { apiFetch } from '@rozgar/design-system';

/*
 * Company reviews as the BFF serves them (docs/product/community-and-reviews.md, ADR 018): every
 * answer is parsed with the contracts' payload schemas (zod/mini); the bodies and queries are the
 * contracts' types only, so the remote's bundle carries no full zod.
 */

export type {
  CompanyReviewsSummary,
  MyReviewVote,
  Review,
  ReviewedCompany,
  ReviewPage,
  ReviewVoteResult,
  SavedReview,
  FacetCount,
} from '@rozgar/contracts/payloads/reviews';
export type { CompanyReviewInput, WriteReviewInput, ReviewReportBody };

/** The filters, sort and page of `GET /api/reviews`, as the pages build them (all optional). */
export type ReviewListParams = Partial<
  Pick<
    ReviewListQuery,
    | 'company_id'
    | 'company'
    | 'location'
    | 'industry'
    | 'size'
    | 'rating'
    | 'department'
    | 'sort'
    | 'page'
    | 'page_size'
  >
>;

/** The query string of `params`, in a fixed order, leaving out what is absent or blank. */
export function reviewListSearch(params: ReviewListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  search.sort();
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `GET /api/reviews`: one page of reviews, the total and the browse facets. */
export async function fetchReviews(
  params: ReviewListParams = {},
  signal?: AbortSignal,
): Promise<ReviewPage> {
  return reviewPageSchema.parse(
    await apiFetch(`/api/reviews${reviewListSearch(params)}`, { signal }),
  );
}

/** `GET /api/reviews/search?company=`: company suggestions as you type, best first. */
export async function searchReviewedCompanies(
  company: string,
  limit?: number,
  signal?: AbortSignal,
): Promise<ReviewedCompany[]> {
  const search = new URLSearchParams({ company: company.trim() });
  if (limit !== undefined) search.set('limit', String(limit));
  return companySuggestionsSchema.parse(
    await apiFetch(`/api/reviews/search?${search.toString()}`, { signal }),
  ).companies;
}

/** `POST /api/reviews`: the write-review form; `edited` when it rewrote the caller's earlier review. */
export async function writeReview(input: WriteReviewInput): Promise<SavedReview> {
  return savedReviewSchema.parse(await apiFetch('/api/reviews', { method: 'POST', body: input }));
}

/** `POST /api/companies/{companyId}/reviews`: the company page's short form. */
export async function writeCompanyReview(
  companyId: string,
  input: CompanyReviewInput,
): Promise<SavedReview> {
  return savedReviewSchema.parse(
    await apiFetch(`/api/companies/${encodeURIComponent(companyId)}/reviews`, {
      method: 'POST',
      body: input,
    }),
  );
}

/** `PUT /api/reviews/{id}/vote`: the review's counts after the vote and the caller's vote. */
export async function voteOnReview(
  reviewId: string,
  action: ReviewVoteAction,
): Promise<ReviewVoteResult> {
  return reviewVoteResultSchema.parse(
    await apiFetch(`/api/reviews/${encodeURIComponent(reviewId)}/vote`, {
      method: 'PUT',
      body: { action },
    }),
  );
}

/** `POST /api/reviews/{id}/report`: counted once per user; 3 reporters hide the review. */
export async function reportReview(
  reviewId: string,
  body: Pick<ReviewReportBody, 'reason'> & { details?: string },
): Promise<void> {
  reviewReportResultSchema.parse(
    await apiFetch(`/api/reviews/${encodeURIComponent(reviewId)}/report`, {
      method: 'POST',
      body,
    }),
  );
}

/** `GET /api/companies/{id}/reviews-summary`: profile, rating, histogram, criteria, departments. */
export async function fetchCompanyReviewsSummary(
  companyId: string,
  signal?: AbortSignal,
): Promise<CompanyReviewsSummary> {
  return companyReviewsSummarySchema.parse(
    await apiFetch(`/api/companies/${encodeURIComponent(companyId)}/reviews-summary`, { signal }),
  );
}
