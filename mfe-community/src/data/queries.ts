import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchCommunities } from '../communities/communitiesApi';
import {
  fetchCompanyReviewsSummary,
  fetchReviews,
  searchReviewedCompanies,
  type ReviewListParams,
} from '../reviews/reviewsApi';

/**
 * The community remote's query keys (ADR 017): keys start with the area, as they share the
 * portal's one QueryClient; a write invalidates the keys it changes.
 */
export const communityQueryKeys = {
  community: ['community'] as const,
  communities: ['community', 'communities'] as const,
  /** Everything about reviews: a written review or a vote invalidates this prefix. */
  reviews: ['community', 'reviews'] as const,
  reviewLists: ['community', 'reviews', 'list'] as const,
  reviewList: (params: ReviewListParams) => ['community', 'reviews', 'list', params] as const,
  companySuggestions: (text: string, limit?: number) =>
    ['community', 'reviews', 'companies', text.trim().toLowerCase(), limit ?? null] as const,
  companySummary: (companyId: string) => ['community', 'reviews', 'summary', companyId] as const,
};

/** `GET /api/communities`. */
export const communitiesQuery = () =>
  queryOptions({ queryKey: communityQueryKeys.communities, queryFn: fetchCommunities });

/** `GET /api/reviews` with filters, sort and page; the previous page stays shown while paging. */
export const reviewsQuery = (params: ReviewListParams) =>
  queryOptions({
    queryKey: communityQueryKeys.reviewList(params),
    queryFn: ({ signal }) => fetchReviews(params, signal),
    placeholderData: keepPreviousData,
  });

/** `GET /api/reviews/search?company=`: suggestions as you type (a short cache per text). */
export const companySuggestionsQuery = (text: string, limit?: number) =>
  queryOptions({
    queryKey: communityQueryKeys.companySuggestions(text, limit),
    queryFn: ({ signal }) => searchReviewedCompanies(text, limit, signal),
    staleTime: 30_000,
  });

/** `GET /api/companies/{id}/reviews-summary`. */
export const companyReviewsSummaryQuery = (companyId: string) =>
  queryOptions({
    queryKey: communityQueryKeys.companySummary(companyId),
    queryFn: ({ signal }) => fetchCompanyReviewsSummary(companyId, signal),
  });
