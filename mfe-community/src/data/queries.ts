import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  fetchComments,
  fetchCommunities,
  fetchPost,
  fetchPostPage,
} from '../communities/communitiesApi';
import { fetchInterviewExperiences } from '../interviews/interviewExperiencesApi';
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
  /** The board's posts and comments: live events and writes update these in place. */
  board: ['community', 'board'] as const,
  posts: (communityId: string) => ['community', 'board', 'posts', communityId] as const,
  post: (postId: string) => ['community', 'board', 'post', postId] as const,
  comments: (postId: string) => ['community', 'board', 'comments', postId] as const,
  /** Everything about reviews: a written review or a vote invalidates this prefix. */
  reviews: ['community', 'reviews'] as const,
  reviewLists: ['community', 'reviews', 'list'] as const,
  reviewList: (params: ReviewListParams) => ['community', 'reviews', 'list', params] as const,
  companySuggestions: (text: string, limit?: number) =>
    ['community', 'reviews', 'companies', text.trim().toLowerCase(), limit ?? null] as const,
  companySummary: (companyId: string) => ['community', 'reviews', 'summary', companyId] as const,
  /** A company's interview experiences: a shared experience invalidates the company's prefix. */
  interviewExperiences: (companyId: string) =>
    ['community', 'interview-experiences', companyId] as const,
  interviewExperiencePage: (companyId: string, page: number) =>
    ['community', 'interview-experiences', companyId, page] as const,
};

/** `GET /api/communities`. */
export const communitiesQuery = () =>
  queryOptions({ queryKey: communityQueryKeys.communities, queryFn: fetchCommunities });

/**
 * `GET /api/communities/{id}/posts`, page after page (newest first): each page's `next_before` is
 * the next one's `before`. New posts, likes and comment counts are written into it (boardCache).
 */
export const communityPostsQuery = (communityId: string) =>
  infiniteQueryOptions({
    queryKey: communityQueryKeys.posts(communityId),
    queryFn: ({ pageParam, signal }) => fetchPostPage(communityId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });

/** `GET /api/posts/{id}`: the post a permalink opens. */
export const postQuery = (postId: string) =>
  queryOptions({
    queryKey: communityQueryKeys.post(postId),
    queryFn: ({ signal }) => fetchPost(postId, signal),
  });

/** `GET /api/posts/{id}/comments`: oldest first. */
export const postCommentsQuery = (postId: string) =>
  queryOptions({
    queryKey: communityQueryKeys.comments(postId),
    queryFn: ({ signal }) => fetchComments(postId, signal),
  });

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

/** `GET /api/companies/{id}/interview-experiences?page=`; the previous page stays shown while paging. */
export const interviewExperiencesQuery = (companyId: string, page: number) =>
  queryOptions({
    queryKey: communityQueryKeys.interviewExperiencePage(companyId, page),
    queryFn: ({ signal }) => fetchInterviewExperiences(companyId, page, signal),
    placeholderData: keepPreviousData,
  });
