import { delay, http, HttpResponse } from 'msw';
import type {
  CompaniesDirectory,
  CompanyCategory,
  CompanyPage,
  CompanyReviewsSummary,
  InterviewExperiencePage,
  OfficePhoto,
  Review,
} from '../companies/companiesApi';
import type { Job } from '../jobs/jobsApi';
import { companyCategories, directoryPage, interviewPage } from './companyFixtures';

// The companies pages' BFF as MSW handlers (answers shaped by the contracts' payloads), for the
// stories and the tests; registered in handlers.ts.

const down = (error = 'Database unavailable, please try again shortly') =>
  HttpResponse.json({ error }, { status: 503 });

export const companyHandlers = {
  /**
   * GET /api/companies?…: the directory page `pageOf` makes for the query (by default 1 525
   * companies, the page the query asks for).
   */
  directory: (
    pageOf: (query: URLSearchParams) => CompaniesDirectory = (query) =>
      directoryPage(1_525, Number(query.get('page') ?? '1')),
  ) =>
    http.get('/api/companies', ({ request }) =>
      HttpResponse.json(pageOf(new URL(request.url).searchParams)),
    ),
  directoryLoading: () =>
    http.get('/api/companies', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  directoryDown: () => http.get('/api/companies', () => down()),
  /** GET /api/companies/highlights: the categories with their counts (no featured companies). */
  categories: (categories: CompanyCategory[] = companyCategories) =>
    http.get('/api/companies/highlights', () => HttpResponse.json({ categories, featured: [] })),
  /** GET /api/companies/:id: this company's public page. */
  company: (page: CompanyPage) =>
    http.get(`/api/companies/${page.profile.id}`, () => HttpResponse.json(page)),
  /** GET /api/companies/:id: 404 Company not found. */
  companyMissing: (companyId: string) =>
    http.get(`/api/companies/${companyId}`, () =>
      HttpResponse.json({ error: 'Company not found' }, { status: 404 }),
    ),
  /** GET /api/companies/:id/jobs: these open jobs, one page. */
  companyJobs: (companyId: string, jobs: Job[]) =>
    http.get(`/api/companies/${companyId}/jobs`, () =>
      HttpResponse.json({ jobs, total: jobs.length, page: 1, pageSize: 20 }),
    ),
  /** GET /api/companies/:id/reviews-summary. */
  reviewsSummary: (summary: CompanyReviewsSummary) =>
    http.get(`/api/companies/${summary.company.id}/reviews-summary`, () =>
      HttpResponse.json(summary),
    ),
  /** GET /api/reviews?company_id=: these reviews of the company (no facets needed by its page). */
  latestReviews: (reviews: Review[], total = reviews.length) =>
    http.get('/api/reviews', () =>
      HttpResponse.json({
        reviews,
        total,
        page: 1,
        page_size: 3,
        facets: { locations: [], industries: [], sizes: [] },
      }),
    ),
  /** GET /api/companies/:id/interview-experiences: this page (by default none shared). */
  interviews: (companyId: string, page: InterviewExperiencePage = interviewPage(companyId, 0)) =>
    http.get(`/api/companies/${companyId}/interview-experiences`, () => HttpResponse.json(page)),
  /** GET /api/companies/:id/photos: these photos (by default none). */
  photos: (companyId: string, photos: OfficePhoto[] = []) =>
    http.get(`/api/companies/${companyId}/photos`, () => HttpResponse.json({ photos })),
  /** Every part of company `page`'s page answering: jobs, rating, reviews, interviews, photos. */
  companyEverything: (
    page: CompanyPage,
    {
      jobs = [] as Job[],
      summary,
      reviews = [] as Review[],
      interviews,
      photos = [] as OfficePhoto[],
    }: {
      jobs?: Job[];
      summary: CompanyReviewsSummary;
      reviews?: Review[];
      interviews?: InterviewExperiencePage;
      photos?: OfficePhoto[];
    },
  ) => [
    companyHandlers.company(page),
    companyHandlers.companyJobs(page.profile.id, jobs),
    companyHandlers.reviewsSummary(summary),
    companyHandlers.latestReviews(reviews),
    companyHandlers.interviews(page.profile.id, interviews),
    companyHandlers.photos(page.profile.id, photos),
  ],
};
