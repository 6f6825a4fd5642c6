import type { ComponentType } from 'react';
import { RecruiterDashboardPage } from './pages/RecruiterDashboardPage/RecruiterDashboardPage';

/** What mfe-recruiter exposes as `./routes` (ADR 001): its pages by router path. */
export const routes: Array<{ path: string; Component: ComponentType }> = [
  { path: '/recruiter-dashboard', Component: RecruiterDashboardPage },
];

export default routes;
