import { useEffect } from 'react';

/** The last page of `total` results shown `pageSize` to a page (page 1 when there are none). */
export function lastPageOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/**
 * A page number from the URL beyond the last page of the answer (`/jobs?page=99` with 15 pages)
 * is replaced by the last page (docs/product/jobs-search-and-details.md#job-search-page), in
 * place in the history. Returns true while it does so, so the caller can keep its loading state
 * instead of flashing an empty "Page 99 of 15".
 */
export function usePageWithinResults(
  page: number,
  answer: { total: number; pageSize: number } | undefined,
  showPage: (page: number) => void,
): boolean {
  const lastPage = answer ? lastPageOf(answer.total, answer.pageSize) : null;
  const beyond = lastPage !== null && page > lastPage;
  useEffect(() => {
    if (beyond && lastPage !== null) showPage(lastPage);
  }, [beyond, lastPage, showPage]);
  return beyond;
}
