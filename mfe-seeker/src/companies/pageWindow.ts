/** A page number to link, or a gap ("…") standing for the pages left out. */
export type PageSlot = number | 'gap';

/** Up to this many pages are all listed; over it, a window with ellipses (docs/product/companies.md). */
export const MAX_LISTED_PAGES = 7;

/**
 * The page links of a pager: every page when there are at most 7, otherwise seven slots — the
 * first and last page always, the current page with its neighbours, and a gap for each run left
 * out ("1 … 4 5 6 … 169"). Near either end the window slides so there is one gap only.
 */
export function pageWindow(current: number, pages: number): PageSlot[] {
  if (pages <= MAX_LISTED_PAGES) return Array.from({ length: pages }, (_, index) => index + 1);
  const page = Math.min(Math.max(current, 1), pages);
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (page <= 4) return [...range(1, 5), 'gap', pages];
  if (page >= pages - 3) return [1, 'gap', ...range(pages - 4, pages)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', pages];
}
