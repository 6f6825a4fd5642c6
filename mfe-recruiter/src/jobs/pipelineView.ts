import {
  APPLICANT_SORT_VALUES,
  APPLICATION_STATUS_VALUES,
  DEFAULT_APPLICANT_SORT,
  type ApplicantSort,
  PIPELINE_LIMITS,
  type ApplicationStatus,
} from '@rozgar/contracts/vocabularies';
import type { ApplicantsView } from './pipelineApi';

export const DEFAULT_VIEW: ApplicantsView = { sort: DEFAULT_APPLICANT_SORT, q: '' };

/**
 * The applicant list's view of `jobId` as the URL holds it (`?job=…&status=…&sort=…&q=…&meets=1&page=…`):
 * the job whose list was last filtered, sorted, searched or paged; any other job shows the default
 * view. Unknown values are ignored (a page that is not a whole number from 1 is the first).
 */
export function viewFromParams(params: URLSearchParams, jobId: string): ApplicantsView {
  if (params.get('job') !== jobId) return DEFAULT_VIEW;
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  return {
    status: (APPLICATION_STATUS_VALUES as string[]).includes(status)
      ? (status as ApplicationStatus)
      : undefined,
    sort: (APPLICANT_SORT_VALUES as string[]).includes(sort)
      ? (sort as ApplicantSort)
      : DEFAULT_APPLICANT_SORT,
    q: params.get('q') ?? '',
    meets: params.get('meets') === '1' || undefined,
    page: pageFrom(params.get('page')),
  };
}

/** `?page=` as a page past the first (1 and anything not a page in range are left out). */
function pageFrom(value: string | null): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const page = Number(value);
  return page > 1 && page <= PIPELINE_LIMITS.maxPage ? page : undefined;
}

/** `params` with `jobId`'s view in them (defaults left out); the job filter's parameters stay. */
export function paramsWithView(params: URLSearchParams, jobId: string, view: ApplicantsView) {
  const next = new URLSearchParams(params);
  next.set('job', jobId);
  const values = {
    status: view.status ?? '',
    sort: view.sort === DEFAULT_APPLICANT_SORT ? '' : view.sort,
    q: view.q.trim(),
    meets: view.meets ? '1' : '',
    page: view.page && view.page > 1 ? String(view.page) : '',
  };
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}
