import { lazyPage } from '@rozgar/design-system';
import type { ComponentType } from 'react';
import { ROUTE_PATHS, type RoutePath } from './routePaths';

/**
 * What mfe-community exposes as `./routes` (ADR 001): the page of each path it owns. The paths
 * come from routePaths.ts, which the build also publishes as `routes.json`; keyed by `RoutePath`,
 * the type checker refuses a path without a page and a page without a path. Each page's code is
 * its own chunk, downloaded the first time the page is shown: `/community` no longer downloads
 * the review, salary and photo forms (issue 17's JavaScript budget).
 */
const pages: Record<RoutePath, ComponentType> = {
  '/community': lazyPage(() => import('./pages/CommunityPage/CommunityPage'), 'CommunityPage'),
  '/community/:communityId/posts/:postId': lazyPage(
    () => import('./pages/CommunityPostPage/CommunityPostPage'),
    'CommunityPostPage',
  ),
  '/employee-reviews': lazyPage(
    () => import('./pages/EmployeeReviewsPage/EmployeeReviewsPage'),
    'EmployeeReviewsPage',
  ),
  '/employee-reviews/:companyId': lazyPage(
    () => import('./pages/CompanyEmployeeReviewsPage/CompanyEmployeeReviewsPage'),
    'CompanyEmployeeReviewsPage',
  ),
  '/write-review': lazyPage(
    () => import('./pages/WriteReviewPage/WriteReviewPage'),
    'WriteReviewPage',
  ),
  '/company-reviews': lazyPage(
    () => import('./pages/CompanyReviewsPage/CompanyReviewsPage'),
    'CompanyReviewsPage',
  ),
  '/contribute-salary': lazyPage(
    () => import('./pages/ContributeSalaryPage/ContributeSalaryPage'),
    'ContributeSalaryPage',
  ),
  '/share-interview-experience': lazyPage(
    () => import('./pages/ShareInterviewExperiencePage/ShareInterviewExperiencePage'),
    'ShareInterviewExperiencePage',
  ),
  '/add-office-photos': lazyPage(
    () => import('./pages/AddOfficePhotosPage/AddOfficePhotosPage'),
    'AddOfficePhotosPage',
  ),
};

export const routes: Array<{ path: RoutePath; Component: ComponentType }> = ROUTE_PATHS.map(
  (path) => ({ path, Component: pages[path] }),
);

export default routes;
