import { lazyPage } from '@rozgar/design-system';
import type { ComponentType } from 'react';
import { ROUTE_PATHS, type RoutePath } from './routePaths';

/**
 * What mfe-recruiter exposes as `./routes` (ADR 001): the page of each path it owns. The paths
 * come from routePaths.ts, which the build also publishes as `routes.json`; keyed by `RoutePath`,
 * the type checker refuses a path without a page and a page without a path. Each page's code is
 * its own chunk, downloaded the first time the page is shown.
 */
const pages: Record<RoutePath, ComponentType> = {
  '/recruiter-dashboard': lazyPage(
    () => import('./pages/RecruiterDashboardPage/RecruiterDashboardPage'),
    'RecruiterDashboardPage',
  ),
  '/job-postings-section': lazyPage(() => import('./pages/PostJobPage/PostJobPage'), 'PostJobPage'),
  // The same form, filled from one of the recruiter's jobs (docs/product/recruiter-jobs-and-responses.md).
  '/job-postings-section/:jobId/edit': lazyPage(
    () => import('./pages/PostJobPage/PostJobPage'),
    'PostJobPage',
  ),
  '/responses': lazyPage(() => import('./pages/ResponsesPage/ResponsesPage'), 'ResponsesPage'),
  '/search-resume': lazyPage(
    () => import('./pages/ResumeSearchPage/ResumeSearchPage'),
    'ResumeSearchPage',
  ),
  // The full search: keywords, notice period, expected salary and sort, results first with the
  // form folded into its summary; /search-resume is the quick form, and a saved search using
  // keywords applied there opens here (docs/product/resume-search-resdex.md#advanced-search).
  '/advanced-search': lazyPage(
    () => import('./pages/ResumeSearchPage/ResumeSearchPage'),
    'ResumeSearchPage',
  ),
  '/saved-candidates': lazyPage(
    () => import('./pages/SavedCandidatesPage/SavedCandidatesPage'),
    'SavedCandidatesPage',
  ),
  '/company-profile': lazyPage(
    () => import('./pages/CompanyProfilePage/CompanyProfilePage'),
    'CompanyProfilePage',
  ),
  '/company-profile/:companyId': lazyPage(
    () => import('./pages/CompanyProfilePage/CompanyProfilePage'),
    'CompanyProfilePage',
  ),
  '/your-companies': lazyPage(
    () => import('./pages/YourCompaniesPage/YourCompaniesPage'),
    'YourCompaniesPage',
  ),
  // Job posting keyword optimiser (docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser).
  '/keyword-optimization': lazyPage(
    () => import('./pages/KeywordOptimiserPage/KeywordOptimiserPage'),
    'KeywordOptimiserPage',
  ),
  '/job-analytics': lazyPage(
    () => import('./pages/JobAnalyticsPage/JobAnalyticsPage'),
    'JobAnalyticsPage',
  ),
  // A job's pre-screening questions and filter criteria (docs/product/recruiter-tools-and-workspace.md#pre-screening).
  '/prescreening': lazyPage(
    () => import('./pages/PrescreeningPage/PrescreeningPage'),
    'PrescreeningPage',
  ),
  // The plan's quotas with their last 30 days (docs/product/recruiter-tools-and-workspace.md#quota-usage).
  '/quota-usage': lazyPage(() => import('./pages/QuotaUsagePage/QuotaUsagePage'), 'QuotaUsagePage'),
  // Resdex folders and searches (docs/product/recruiter-tools-and-workspace.md#resdex-folders).
  '/resdex-folders': lazyPage(
    () => import('./pages/ResdexFoldersPage/ResdexFoldersPage'),
    'ResdexFoldersPage',
  ),
  '/resdex-searches': lazyPage(
    () => import('./pages/ResdexSearchesPage/ResdexSearchesPage'),
    'ResdexSearchesPage',
  ),
  // Every application to the recruiter's jobs; the seeker's page keeps /application-tracking
  // (ADR 004, docs/product/applications-and-tracking.md#recruiters).
  '/recruiter/application-tracking': lazyPage(
    () => import('./pages/ApplicationTrackingPage/ApplicationTrackingPage'),
    'ApplicationTrackingPage',
  ),
  // The account's admin manages the colleagues who share it (docs/product/recruiter-tools-and-workspace.md#sub-users).
  '/sub-users': lazyPage(() => import('./pages/SubUsersPage/SubUsersPage'), 'SubUsersPage'),
  // The getting-started checklist (docs/product/recruiter-tools-and-workspace.md#welcome).
  '/welcome': lazyPage(() => import('./pages/WelcomePage/WelcomePage'), 'WelcomePage'),
};

export const routes: Array<{ path: RoutePath; Component: ComponentType }> = ROUTE_PATHS.map(
  (path) => ({ path, Component: pages[path] }),
);

export default routes;
