/**
 * The paths this remote owns. Its build publishes them as `routes.json` beside `mf-manifest.json`;
 * the BFF folds that into `/remotes.json` and the shell routes them at run time (ADR 004), so a
 * new page ships by redeploying this remote alone. `./routes` maps each path to its page.
 * Plain data with no imports: the build reads this module on its own.
 */
export const ROUTE_PATHS = [
  '/recruiter-dashboard',
  '/job-postings-section',
  '/job-postings-section/:jobId/edit',
  '/responses',
  '/search-resume',
  '/advanced-search',
  '/saved-candidates',
  '/company-profile',
  '/company-profile/:companyId',
  '/your-companies',
  '/keyword-optimization',
  '/job-analytics',
  '/prescreening',
  '/quota-usage',
  '/resdex-folders',
  '/resdex-searches',
  '/recruiter/application-tracking',
  '/sub-users',
  '/welcome',
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];
