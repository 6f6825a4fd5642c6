import {
  REVIEW_DEPARTMENTS,
  REVIEW_SORTS,
  STAR_RATING,
  type ReviewDepartment,
  type ReviewSort,
} from '@rozgar/contracts/vocabularies';
import type { ReviewListParams } from '../reviews/reviewsApi';

/*
 * A company's reviews page keeps its sort, filters and page in the URL
 * (`?sort=highest&rating=4&department=sales&page=2`), so a reload or a shared link shows the same
 * list; values it does not know are ignored.
 */

/** Reviews per page on a company's page. */
export const COMPANY_REVIEWS_PAGE_SIZE = 10;

export interface CompanyReviewsFilter {
  sort: ReviewSort;
  rating: number | null;
  department: ReviewDepartment | null;
  page: number;
}

const isOneOf = <Value extends string>(values: readonly Value[], value: string | null) =>
  value !== null && (values as readonly string[]).includes(value);

/** The filter a URL's query describes. */
export function filterFromSearch(search: URLSearchParams): CompanyReviewsFilter {
  const sort = search.get('sort');
  const department = search.get('department');
  const rating = Number(search.get('rating'));
  const page = Number(search.get('page'));
  return {
    sort: isOneOf(REVIEW_SORTS, sort) ? (sort as ReviewSort) : 'newest',
    rating:
      Number.isInteger(rating) && rating >= STAR_RATING.min && rating <= STAR_RATING.max
        ? rating
        : null,
    department: isOneOf(REVIEW_DEPARTMENTS, department) ? (department as ReviewDepartment) : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a filter, leaving out the defaults. */
export function searchFromFilter(filter: CompanyReviewsFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.sort !== 'newest') search.set('sort', filter.sort);
  if (filter.rating !== null) search.set('rating', String(filter.rating));
  if (filter.department !== null) search.set('department', filter.department);
  if (filter.page > 1) search.set('page', String(filter.page));
  return search;
}

/** `GET /api/reviews` parameters of a company's filtered page. */
export const listParams = (companyId: string, filter: CompanyReviewsFilter): ReviewListParams => ({
  company_id: companyId,
  sort: filter.sort,
  page: filter.page,
  page_size: COMPANY_REVIEWS_PAGE_SIZE,
  ...(filter.rating !== null && { rating: filter.rating }),
  ...(filter.department !== null && { department: filter.department }),
});

/** Whether a filter narrows the list (beyond sorting and paging). */
export const isFiltered = (filter: CompanyReviewsFilter) =>
  filter.rating !== null || filter.department !== null;
