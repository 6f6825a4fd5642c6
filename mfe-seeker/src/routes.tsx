import { lazyPage } from '@rozgar/design-system';
import type { ComponentType } from 'react';

/**
 * What mfe-seeker exposes as `./routes` (ADR 001): its pages by router path. Each page's code is
 * its own chunk, downloaded the first time the page is shown.
 */
export const routes: Array<{ path: string; Component: ComponentType }> = [
  { path: '/jobs', Component: lazyPage(() => import('./pages/JobsPage/JobsPage'), 'JobsPage') },
  {
    path: '/job-details/:jobId',
    Component: lazyPage(() => import('./pages/JobDetailsPage/JobDetailsPage'), 'JobDetailsPage'),
  },
  {
    path: '/saved-jobs',
    Component: lazyPage(() => import('./pages/SavedJobsPage/SavedJobsPage'), 'SavedJobsPage'),
  },
  {
    path: '/application-tracking',
    Component: lazyPage(
      () => import('./pages/ApplicationTrackingPage/ApplicationTrackingPage'),
      'ApplicationTrackingPage',
    ),
  },
  {
    path: '/jobseeker-home',
    Component: lazyPage(
      () => import('./pages/JobseekerHomePage/JobseekerHomePage'),
      'JobseekerHomePage',
    ),
  },
  {
    path: '/job-seeker-dashboard',
    Component: lazyPage(
      () => import('./pages/JobSeekerDashboardPage/JobSeekerDashboardPage'),
      'JobSeekerDashboardPage',
    ),
  },
  {
    path: '/resume',
    Component: lazyPage(() => import('./pages/ResumePage/ResumePage'), 'ResumePage'),
  },
  {
    path: '/resume-optimizer',
    Component: lazyPage(
      () => import('./pages/ResumeOptimizerPage/ResumeOptimizerPage'),
      'ResumeOptimizerPage',
    ),
  },
];

export default routes;
