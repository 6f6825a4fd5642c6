import { delay, http, HttpResponse } from 'msw';
import type { Review, ReviewedCompany } from '../reviews/reviewsApi';
import { reviewedCompanies, reviews as sampleReviews } from './reviewFixtures';
import { interviewExperiencesHandlers } from './interviewExperiencesHandlers';
import { companySearchHandler, notLoggedIn, reviewPage, reviewStore } from './reviewsHandlers';

/*
 * One company's reviews page against a running backend (docs/product/community-and-reviews.md#one-company):
 * GET /api/reviews also sorts (newest, highest, lowest, most helpful) and filters by rating and
 * department as the BFF does, POST /api/companies/:id/reviews stores the short form (the caller's
 * second review of a company rewrites the first), PUT /api/reviews/:id/vote counts, and a visitor
 * (`loggedIn: false`) gets 401 "Not logged in" for both writes.
 */

const SORTS: Record<string, (a: Review, b: Review) => number> = {
  newest: (a, b) => b.created_at.localeCompare(a.created_at),
  highest: (a, b) => b.rating - a.rating || b.created_at.localeCompare(a.created_at),
  lowest: (a, b) => a.rating - b.rating || b.created_at.localeCompare(a.created_at),
  most_helpful: (a, b) =>
    b.helpful_count - a.helpful_count || b.created_at.localeCompare(a.created_at),
};

export interface CompanyReviewsBackend {
  reviews?: Review[];
  companies?: ReviewedCompany[];
  loggedIn?: boolean;
}

export const employeeReviewsHandlers = {
  /** GET /api/reviews/search never answers (the list page's companies loading). */
  companySuggestionsLoading: () =>
    http.get('/api/reviews/search', async () => {
      await delay('infinite');
      return HttpResponse.json({ companies: [] });
    }),
  companyReviewsApi: ({
    reviews = sampleReviews,
    companies = reviewedCompanies,
    loggedIn = true,
  }: CompanyReviewsBackend = {}) => {
    const store = reviewStore(reviews);
    let written = 0;
    const refuseVisitor = () => (loggedIn ? undefined : notLoggedIn());
    return [
      http.get('/api/reviews', ({ request }) => {
        const search = new URL(request.url).searchParams;
        const rating = search.get('rating');
        const department = search.get('department');
        const sort = SORTS[search.get('sort') ?? 'newest'] ?? SORTS.newest!;
        const narrowed = store.list.filter(
          (review) =>
            (!rating || review.rating === Number(rating)) &&
            (!department || review.department === department),
        );
        const answer = reviewPage(narrowed, companies, search);
        const ids = new Set(
          reviewPage(narrowed, companies, withoutPaging(search)).reviews.map((one) => one.id),
        );
        const page = answer.page;
        const size = answer.page_size;
        const sorted = narrowed.filter((one) => ids.has(one.id)).sort(sort);
        return HttpResponse.json({
          ...answer,
          reviews: sorted.slice((page - 1) * size, page * size),
        });
      }),
      companySearchHandler(() => companies),
      http.post('/api/companies/:companyId/reviews', async ({ request, params }) => {
        const refused = refuseVisitor();
        if (refused) return refused;
        const company = companies.find((one) => one.id === params.companyId);
        if (!company) return HttpResponse.json({ error: 'Company not found' }, { status: 404 });
        const body = (await request.json()) as Pick<
          Review,
          'rating' | 'title' | 'pros' | 'cons'
        > & {
          advice_to_management?: string;
        };
        const earlier = store.mineOf(company.id);
        written += 1;
        const review: Review = {
          ...(earlier ?? {
            id: `6650f1a2c3d4e5f6055${String(written).padStart(5, '0')}`,
            company_id: company.id,
            company: company.name,
            likes: 0,
            dislikes: 0,
            helpful_count: 0,
            created_at: new Date().toISOString(),
            mine: true,
          }),
          rating: body.rating,
          title: body.title,
          pros: body.pros,
          cons: body.cons,
          ...(body.advice_to_management && { advice_to_management: body.advice_to_management }),
        };
        return store.save(review, earlier);
      }),
      store.voteHandler(refuseVisitor),
      // the page's interview experiences section
      ...interviewExperiencesHandlers.interviewExperiencesApi({ loggedIn }),
    ];
  },
};

/** The same query without its page, to find every review the filters keep. */
function withoutPaging(search: URLSearchParams) {
  const all = new URLSearchParams(search);
  all.delete('page');
  all.set('page_size', '100000');
  all.delete('limit');
  return all;
}
