import { lazyPage } from '@rozgar/design-system';
import type { ComponentType } from 'react';
import { ROUTE_PATHS, type RoutePath } from './routePaths';

/**
 * What mfe-seeker exposes as `./routes` (ADR 001): the page of each path it owns. The paths come
 * from routePaths.ts, which the build also publishes as `routes.json`; keyed by `RoutePath`, the
 * type checker refuses a path without a page and a page without a path. Each page's code is its
 * own chunk, downloaded the first time the page is shown.
 */
const pages: Record<RoutePath, ComponentType> = {
  '/jobs': lazyPage(() => import('./pages/JobsPage/JobsPage'), 'JobsPage'),
  '/job-details/:jobId': lazyPage(
    () => import('./pages/JobDetailsPage/JobDetailsPage'),
    'JobDetailsPage',
  ),
  '/saved-jobs': lazyPage(() => import('./pages/SavedJobsPage/SavedJobsPage'), 'SavedJobsPage'),
  '/application-tracking': lazyPage(
    () => import('./pages/ApplicationTrackingPage/ApplicationTrackingPage'),
    'ApplicationTrackingPage',
  ),
  '/jobseeker-home': lazyPage(
    () => import('./pages/JobseekerHomePage/JobseekerHomePage'),
    'JobseekerHomePage',
  ),
  '/job-seeker-dashboard': lazyPage(
    () => import('./pages/JobSeekerDashboardPage/JobSeekerDashboardPage'),
    'JobSeekerDashboardPage',
  ),
  '/resume': lazyPage(() => import('./pages/ResumePage/ResumePage'), 'ResumePage'),
  '/resume-optimizer': lazyPage(
    () => import('./pages/ResumeOptimizerPage/ResumeOptimizerPage'),
    'ResumeOptimizerPage',
  ),
  '/companies': lazyPage(() => import('./pages/CompaniesPage/CompaniesPage'), 'CompaniesPage'),
  '/companies/:companyId': lazyPage(() => import('./pages/CompanyPage/CompanyPage'), 'CompanyPage'),
};

export const routes: Array<{ path: RoutePath; Component: ComponentType }> = ROUTE_PATHS.map(
  (path) => ({ path, Component: pages[path] }),
);

export default routes;
