// Types `beforeEach({ msw })` in this package's stories (module augmentation of the addon).
import type {} from 'msw-storybook-addon/types';
import type { SessionUser } from '@rozgar/design-system';
import { http, HttpResponse, type RequestHandlerOptions } from 'msw';
import {
  DOWN,
  failure,
  pending,
  sessionHandlers,
} from '@rozgar/design-system/remote-kit/bff-mocks';
import type { CompanyHighlights } from '../pages/LandingPage/TopCompanies/companyHighlights';
import type { SalaryInsights } from '../pages/SalaryInsightsPage/salaryInsights';
import { highlights, storedMessage, storedRequest } from './fixtures';

// The shell's BFF as MSW handlers (ADR 017), for its stories and its tests alike, answering as the
// BFF does: JSON bodies, `{ error }` on failure. A story installs the ones it needs with
// `beforeEach({ msw }) { msw.use(...) }`, a test with `mswServer.use(...)` (and checks what was
// sent with `recordRequests()`, @rozgar/design-system/remote-kit/testing). `options` are MSW's
// handler options: `{ once: true }` answers one request, so a handler used after it answers the
// next ones.

const RATE_LIMITED = { error: 'Too many requests. Please try again later.' };

/** `{ success: true }`: the answer of an identity action that has nothing else to tell. */
const success = () => HttpResponse.json({ success: true });

export { failure };

export const handlers = {
  ...sessionHandlers,

  /** POST /api/login: signed in with this role. */
  loggedIn: (role: SessionUser['role'] = 'Job Seeker') =>
    http.post('/api/login', () => HttpResponse.json({ role })),
  loginPending: () => pending('post', '/api/login', { role: 'Job Seeker' }),
  loginRefused: () => failure('post', '/api/login', 401, { error: 'Invalid email or password' }),

  /** POST /api/send-otp: the signup code is on its way. */
  otpSent: (options?: RequestHandlerOptions) => http.post('/api/send-otp', success, options),
  otpSending: () => pending('post', '/api/send-otp', { success: true }),
  /** POST /api/verify-otp: the code is right. */
  otpVerified: () => http.post('/api/verify-otp', success),
  /** POST /api/create-account: the account exists now. */
  accountCreated: () => http.post('/api/create-account', success),

  /** POST /api/password-reset/send-otp: the reset code is on its way. */
  resetCodeSent: () => http.post('/api/password-reset/send-otp', success),
  resetCodeSending: () => pending('post', '/api/password-reset/send-otp', { success: true }),
  /** POST /api/password-reset: the new password is set. */
  passwordReset: () => http.post('/api/password-reset', success),

  /** POST /api/contact-messages: the message is stored (201). */
  messageStored: () =>
    http.post('/api/contact-messages', () => HttpResponse.json(storedMessage, { status: 201 })),
  messageSending: () => pending('post', '/api/contact-messages', storedMessage),
  /** POST /api/contact-messages refused by the rate limit (429). */
  messageRefused: () => failure('post', '/api/contact-messages', 429, RATE_LIMITED),

  /** POST /api/counselling-requests: the session request is stored (201). */
  sessionRequested: () =>
    http.post('/api/counselling-requests', () => HttpResponse.json(storedRequest, { status: 201 })),
  sessionRequesting: () => pending('post', '/api/counselling-requests', storedRequest),
  /** POST /api/counselling-requests refused by the rate limit (429). */
  sessionRefused: () => failure('post', '/api/counselling-requests', 429, RATE_LIMITED),

  /** GET /api/salary-insights?q=&by=: the salaries found, or ones made from the query sent. */
  salaryInsights: (
    answer: SalaryInsights | ((search: URLSearchParams) => SalaryInsights),
    options?: RequestHandlerOptions,
  ) =>
    http.get(
      '/api/salary-insights',
      ({ request }) =>
        HttpResponse.json(
          typeof answer === 'function' ? answer(new URL(request.url).searchParams) : answer,
        ),
      options,
    ),

  /** GET /api/companies/highlights: the landing page's Top companies. */
  highlights: (data: CompanyHighlights = highlights, options?: RequestHandlerOptions) =>
    http.get('/api/companies/highlights', () => HttpResponse.json(data), options),
  highlightsLoading: () => pending('get', '/api/companies/highlights', highlights),
  highlightsDown: () => failure('get', '/api/companies/highlights', 503, DOWN),
};
