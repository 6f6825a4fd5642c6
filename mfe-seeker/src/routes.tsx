import type { ComponentType } from 'react';
import { JobseekerHomePage } from './pages/JobseekerHomePage/JobseekerHomePage';
import { JobSeekerDashboardPage } from './pages/JobSeekerDashboardPage/JobSeekerDashboardPage';
import { ResumePage } from './pages/ResumePage/ResumePage';
import { ResumeOptimizerPage } from './pages/ResumeOptimizerPage/ResumeOptimizerPage';
import { JobsPage } from './pages/JobsPage/JobsPage';
import { JobDetailsPage } from './pages/JobDetailsPage/JobDetailsPage';
import { SavedJobsPage } from './pages/SavedJobsPage/SavedJobsPage';
import { ApplicationTrackingPage } from './pages/ApplicationTrackingPage/ApplicationTrackingPage';

/** What mfe-seeker exposes as `./routes` (ADR 001): its pages by router path. */
export const routes: Array<{ path: string; Component: ComponentType }> = [
  { path: '/jobs', Component: JobsPage },
  { path: '/job-details/:jobId', Component: JobDetailsPage },
  { path: '/saved-jobs', Component: SavedJobsPage },
  { path: '/application-tracking', Component: ApplicationTrackingPage },
  { path: '/jobseeker-home', Component: JobseekerHomePage },
  { path: '/job-seeker-dashboard', Component: JobSeekerDashboardPage },
  { path: '/resume', Component: ResumePage },
  { path: '/resume-optimizer', Component: ResumeOptimizerPage },
];

export default routes;
