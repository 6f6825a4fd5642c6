/**
 * The navigation section a path belongs to (docs/product/navigation-and-layout.md#active-section),
 * used to mark the active menu.
 */
export type NavSection = 'jobs' | 'resdex' | 'analytics';

/**
 * The pages of each section, matched by whole path segments: `/jobs` owns `/jobs` and `/jobs/…`
 * but not `/jobseeker-home`, and `/job-details` does not own `/job-search-assistance`.
 */
const SECTION_PATHS: Array<[NavSection, string[]]> = [
  // the job search and a job's page; the Jobs & Responses menu's pages
  [
    'jobs',
    [
      '/jobs',
      '/job-details',
      '/job-postings-section',
      '/responses',
      '/recruiter/application-tracking',
      '/welcome',
      '/prescreening',
      '/keyword-optimization',
    ],
  ],
  // the Resdex menu's: Search candidates, Advanced search, folders and searches
  ['resdex', ['/search-resume', '/advanced-search', '/resdex-folders', '/resdex-searches']],
  // the Analytics menu's: Job Posting analytics, Quota usage and Sub-users
  ['analytics', ['/job-analytics', '/quota-usage', '/sub-users']],
];

/** The path's segments, without empty ones, query, hash or letter case. */
function segmentsOf(path: string): string[] {
  return (path.split(/[?#]/, 1)[0] ?? '')
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');
}

/** Whether `pathname` is `prefix` or lies under it, segment by segment. */
export function pathIsWithin(pathname: string, prefix: string): boolean {
  const path = segmentsOf(pathname);
  const base = segmentsOf(prefix);
  return base.length <= path.length && base.every((segment, index) => path[index] === segment);
}

/**
 * The section whose pages hold the path (see SECTION_PATHS), or none: `/jobseeker-home`,
 * `/job-seeker-dashboard` and `/job-search-assistance` are not jobs.
 */
export function activeSectionFor(pathname: string): NavSection | null {
  for (const [section, prefixes] of SECTION_PATHS)
    if (prefixes.some((prefix) => pathIsWithin(pathname, prefix))) return section;
  return null;
}
