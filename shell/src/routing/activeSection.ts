/**
 * The navigation section a path belongs to (docs/product/navigation-and-layout.md#active-section),
 * used to mark the active menu.
 */
export type NavSection = 'jobs' | 'resdex' | 'analytics';

/** The words of a path that put it in each section, checked in this order. */
const SECTION_WORDS: Array<[NavSection, string[]]> = [
  // the Jobs & Responses menu's pages: Getting started, Pre-screening, Keyword optimiser too
  ['jobs', ['job', 'responses', 'application-tracking', 'welcome', 'prescreening', 'keyword']],
  // the Resdex menu's: Search candidates, Advanced search, folders and searches
  ['resdex', ['search-resume', 'advanced-search', 'resdex']],
  // the Analytics menu's: Quota usage too
  ['analytics', ['analytics', 'quota']],
];

/**
 * A path containing `job`, `responses`, `application-tracking`, `welcome`, `prescreening` or
 * `keyword` is the jobs section; `search-resume`, `advanced-search` or `resdex` is resdex;
 * `analytics` or `quota` is analytics; anything else has none. The first section that matches
 * wins, so `/job-analytics` is jobs (it contains `job`).
 */
export function activeSectionFor(pathname: string): NavSection | null {
  const path = pathname.toLowerCase();
  for (const [section, words] of SECTION_WORDS)
    if (words.some((word) => path.includes(word))) return section;
  return null;
}
