import { lazyPage } from '@rozgar/design-system';
import type { ShellRoute } from './shellRoute';

/** Sign-up, password recovery and other account pages the shell owns (issue 4). */
export const IDENTITY_ROUTES: ShellRoute[] = [
  {
    path: '/signup',
    Component: lazyPage(() => import('../pages/SignupPage/SignupPage'), 'SignupPage'),
  },
  {
    path: '/recruiter-signup',
    Component: lazyPage(
      () => import('../pages/RecruiterSignupPage/RecruiterSignupPage'),
      'RecruiterSignupPage',
    ),
  },
  {
    path: '/forgot-password',
    Component: lazyPage(
      () => import('../pages/ForgotPasswordPage/ForgotPasswordPage'),
      'ForgotPasswordPage',
    ),
  },
  {
    path: '/dashboard',
    Component: lazyPage(() => import('../pages/DashboardPage/DashboardPage'), 'DashboardPage'),
  },
  // Either role's notifications (docs/product/notifications-and-alerts.md#notification-centre).
  {
    path: '/notifications',
    Component: lazyPage(
      () => import('../pages/NotificationsPage/NotificationsPage'),
      'NotificationsPage',
    ),
  },
];
