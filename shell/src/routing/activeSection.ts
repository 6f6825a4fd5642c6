/**
 * The navigation section a path belongs to (docs/product/navigation-and-layout.md#active-section),
 * used to mark the active menu.
 */
export type NavSection = 'jobs' | 'resdex' | 'analytics';

/**
 * A path containing `job`, `responses` or `application-tracking` is the jobs section;
 * `search-resume` or `resdex` is resdex; `analytics` is analytics; anything else has none.
 */
export function activeSectionFor(pathname: string): NavSection | null {
  const path = pathname.toLowerCase();
  if (['job', 'responses', 'application-tracking'].some((part) => path.includes(part)))
    return 'jobs';
  if (['search-resume', 'resdex'].some((part) => path.includes(part))) return 'resdex';
  if (path.includes('analytics')) return 'analytics';
  return null;
}
