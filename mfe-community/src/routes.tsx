import type { ComponentType } from 'react';
import { ROUTE_PATHS, type RoutePath } from './routePaths';
import { AddOfficePhotosPage } from './pages/AddOfficePhotosPage/AddOfficePhotosPage';
import { CommunityPage } from './pages/CommunityPage/CommunityPage';
import { CommunityPostPage } from './pages/CommunityPostPage/CommunityPostPage';
import { CompanyReviewsPage } from './pages/CompanyReviewsPage/CompanyReviewsPage';
import { ContributeSalaryPage } from './pages/ContributeSalaryPage/ContributeSalaryPage';
import { CompanyEmployeeReviewsPage } from './pages/CompanyEmployeeReviewsPage/CompanyEmployeeReviewsPage';
import { EmployeeReviewsPage } from './pages/EmployeeReviewsPage/EmployeeReviewsPage';
import { ShareInterviewExperiencePage } from './pages/ShareInterviewExperiencePage/ShareInterviewExperiencePage';
import { WriteReviewPage } from './pages/WriteReviewPage/WriteReviewPage';

/**
 * What mfe-community exposes as `./routes` (ADR 001): the page of each path it owns. The paths
 * come from routePaths.ts, which the build also publishes as `routes.json`; keyed by `RoutePath`,
 * the type checker refuses a path without a page and a page without a path.
 */
const pages: Record<RoutePath, ComponentType> = {
  '/community': CommunityPage,
  '/community/:communityId/posts/:postId': CommunityPostPage,
  '/employee-reviews': EmployeeReviewsPage,
  '/employee-reviews/:companyId': CompanyEmployeeReviewsPage,
  '/write-review': WriteReviewPage,
  '/company-reviews': CompanyReviewsPage,
  '/contribute-salary': ContributeSalaryPage,
  '/share-interview-experience': ShareInterviewExperiencePage,
  '/add-office-photos': AddOfficePhotosPage,
};

export const routes: Array<{ path: RoutePath; Component: ComponentType }> = ROUTE_PATHS.map(
  (path) => ({ path, Component: pages[path] }),
);

export default routes;
