import { DashboardPage } from '../pages/DashboardPage/DashboardPage';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage/ForgotPasswordPage';
import { RecruiterSignupPage } from '../pages/RecruiterSignupPage/RecruiterSignupPage';
import { SignupPage } from '../pages/SignupPage/SignupPage';
import type { ShellRoute } from './shellRoute';

/** Sign-up, password recovery and other account pages the shell owns (issue 4). */
export const IDENTITY_ROUTES: ShellRoute[] = [
  { path: '/signup', element: <SignupPage /> },
  { path: '/recruiter-signup', element: <RecruiterSignupPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/dashboard', element: <DashboardPage /> },
];
