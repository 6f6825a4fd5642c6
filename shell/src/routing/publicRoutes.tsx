import { lazyPage } from '@rozgar/design-system';
import type { ShellRoute } from './shellRoute';

/** Public information pages the shell owns: services, salary insights, terms, contact (issue 4). */
export const PUBLIC_ROUTES: ShellRoute[] = [
  {
    path: '/services',
    Component: lazyPage(() => import('../pages/ServicesPage/ServicesPage'), 'ServicesPage'),
  },
  {
    path: '/services/interview-preparation',
    Component: lazyPage(
      () => import('../pages/InterviewPreparationPage/InterviewPreparationPage'),
      'InterviewPreparationPage',
    ),
  },
  {
    path: '/services/resume-building',
    Component: lazyPage(
      () => import('../pages/ResumeBuildingPage/ResumeBuildingPage'),
      'ResumeBuildingPage',
    ),
  },
  {
    path: '/job-search-assistance',
    Component: lazyPage(
      () => import('../pages/JobSearchAssistancePage/JobSearchAssistancePage'),
      'JobSearchAssistancePage',
    ),
  },
  {
    path: '/career-counselling',
    Component: lazyPage(
      () => import('../pages/CareerCounsellingPage/CareerCounsellingPage'),
      'CareerCounsellingPage',
    ),
  },
  {
    path: '/salary-insights',
    Component: lazyPage(
      () => import('../pages/SalaryInsightsPage/SalaryInsightsPage'),
      'SalaryInsightsPage',
    ),
  },
  {
    path: '/terms-and-conditions',
    Component: lazyPage(() => import('../pages/TermsPage/TermsPage'), 'TermsPage'),
  },
  {
    path: '/contact-us',
    Component: lazyPage(() => import('../pages/ContactUsPage/ContactUsPage'), 'ContactUsPage'),
  },
];
