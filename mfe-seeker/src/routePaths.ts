/**
 * The paths this remote owns. Its build publishes them as `routes.json` beside `mf-manifest.json`;
 * the BFF folds that into `/remotes.json` and the shell routes them at run time (ADR 004), so a
 * new page ships by redeploying this remote alone. `./routes` maps each path to its page.
 * Plain data with no imports: the build reads this module on its own.
 */
export const ROUTE_PATHS = [
  '/jobs',
  '/job-details/:jobId',
  '/saved-jobs',
  '/application-tracking',
  '/jobseeker-home',
  '/job-seeker-dashboard',
  '/resume',
  '/resume-optimizer',
  '/companies',
  '/companies/:companyId',
] as const;

export type RoutePath = (typeof ROUTE_PATHS)[number];
