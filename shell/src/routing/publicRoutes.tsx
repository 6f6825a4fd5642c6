import { CareerCounsellingPage } from '../pages/CareerCounsellingPage/CareerCounsellingPage';
import { ContactUsPage } from '../pages/ContactUsPage/ContactUsPage';
import { InterviewPreparationPage } from '../pages/InterviewPreparationPage/InterviewPreparationPage';
import { JobSearchAssistancePage } from '../pages/JobSearchAssistancePage/JobSearchAssistancePage';
import { ResumeBuildingPage } from '../pages/ResumeBuildingPage/ResumeBuildingPage';
import { SalaryInsightsPage } from '../pages/SalaryInsightsPage/SalaryInsightsPage';
import { ServicesPage } from '../pages/ServicesPage/ServicesPage';
import { TermsPage } from '../pages/TermsPage/TermsPage';
import type { ShellRoute } from './shellRoute';

/** Public information pages the shell owns: services, salary insights, terms, contact (issue 4). */
export const PUBLIC_ROUTES: ShellRoute[] = [
  { path: '/services', element: <ServicesPage /> },
  { path: '/services/interview-preparation', element: <InterviewPreparationPage /> },
  { path: '/services/resume-building', element: <ResumeBuildingPage /> },
  { path: '/job-search-assistance', element: <JobSearchAssistancePage /> },
  { path: '/career-counselling', element: <CareerCounsellingPage /> },
  { path: '/salary-insights', element: <SalaryInsightsPage /> },
  { path: '/terms-and-conditions', element: <TermsPage /> },
  { path: '/contact-us', element: <ContactUsPage /> },
];
