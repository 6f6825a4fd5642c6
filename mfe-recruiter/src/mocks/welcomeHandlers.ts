import { WELCOME_STEPS, type WelcomeStep } from '@rozgar/contracts/welcome';
import { failure, pending } from '@rozgar/design-system/remote-kit/bff-mocks';
import { http, HttpResponse, type RequestHandlerOptions } from 'msw';
import type { WelcomePayload } from '../welcome/welcomeApi';

/*
 * The getting-started checklist as MSW handlers: what GET /api/recruiter/welcome answers.
 */

/** The checklist with these steps done. */
export function welcomeFixture(done: WelcomeStep[] = []): WelcomePayload {
  const items = WELCOME_STEPS.map((step) => ({ step, done: done.includes(step) }));
  return {
    items,
    done: items.filter((item) => item.done).length,
    total: items.length,
  };
}

export const welcomeHandlers = {
  /** GET /api/recruiter/welcome: the checklist (nothing done unless given). */
  welcome: (payload: WelcomePayload = welcomeFixture(), options?: RequestHandlerOptions) =>
    http.get('/api/recruiter/welcome', () => HttpResponse.json(payload), options),
  /** GET /api/recruiter/welcome that never answers. */
  welcomeLoading: () => pending('get', '/api/recruiter/welcome', welcomeFixture()),
  /** GET /api/recruiter/welcome refused with `status` and `{ error }`. */
  welcomeFailed: (
    status = 500,
    error = 'Something went wrong. Please try again.',
    options?: RequestHandlerOptions,
  ) => failure('get', '/api/recruiter/welcome', status, { error }, options),
};
