import { lazyPage } from '@rozgar/design-system';
import type { ComponentType } from 'react';

/**
 * What mfe-recruiter exposes as `./routes` (ADR 001): its pages by router path. Each page's code
 * is its own chunk, downloaded the first time the page is shown.
 */
export const routes: Array<{ path: string; Component: ComponentType }> = [
  {
    path: '/recruiter-dashboard',
    Component: lazyPage(
      () => import('./pages/RecruiterDashboardPage/RecruiterDashboardPage'),
      'RecruiterDashboardPage',
    ),
  },
  {
    path: '/job-postings-section',
    Component: lazyPage(() => import('./pages/PostJobPage/PostJobPage'), 'PostJobPage'),
  },
  {
    path: '/responses',
    Component: lazyPage(() => import('./pages/ResponsesPage/ResponsesPage'), 'ResponsesPage'),
  },
  {
    path: '/search-resume',
    Component: lazyPage(
      () => import('./pages/ResumeSearchPage/ResumeSearchPage'),
      'ResumeSearchPage',
    ),
  },
  {
    // The same search, every filter in its sections (docs/product/resume-search-resdex.md).
    path: '/advanced-search',
    Component: lazyPage(
      () => import('./pages/ResumeSearchPage/ResumeSearchPage'),
      'ResumeSearchPage',
    ),
  },
  {
    path: '/saved-candidates',
    Component: lazyPage(
      () => import('./pages/SavedCandidatesPage/SavedCandidatesPage'),
      'SavedCandidatesPage',
    ),
  },
  {
    path: '/company-profile',
    Component: lazyPage(
      () => import('./pages/CompanyProfilePage/CompanyProfilePage'),
      'CompanyProfilePage',
    ),
  },
  {
    path: '/company-profile/:companyId',
    Component: lazyPage(
      () => import('./pages/CompanyProfilePage/CompanyProfilePage'),
      'CompanyProfilePage',
    ),
  },
  {
    path: '/your-companies',
    Component: lazyPage(
      () => import('./pages/YourCompaniesPage/YourCompaniesPage'),
      'YourCompaniesPage',
    ),
  },
];

export default routes;
