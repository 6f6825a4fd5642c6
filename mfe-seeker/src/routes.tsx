import type { ComponentType } from 'react';
import { JobseekerHomePage } from './pages/JobseekerHomePage/JobseekerHomePage';
import { JobsPage } from './pages/JobsPage/JobsPage';

/** What mfe-seeker exposes as `./routes` (ADR 001): its pages by router path. */
export const routes: Array<{ path: string; Component: ComponentType }> = [
  { path: '/jobs', Component: JobsPage },
  { path: '/jobseeker-home', Component: JobseekerHomePage },
];

export default routes;
