import { failure, pending } from '@rozgar/design-system/remote-kit/bff-mocks';
import { http, HttpResponse, type RequestHandlerOptions } from 'msw';
import type { QuotaUsagePayload } from '../plan/quotaApi';
import { quotaUsageFixture } from './quotaFixtures';

/*
 * The account's plan and quotas as MSW handlers (ADR 022): what GET /api/recruiter/quota-usage
 * answers. Joined into `handlers` (handlers.ts).
 */

export const quotaHandlers = {
  /** GET /api/recruiter/quota-usage: the plan and quotas (the original cards' figures unless given). */
  quotaUsage: (usage: QuotaUsagePayload = quotaUsageFixture(), options?: RequestHandlerOptions) =>
    http.get('/api/recruiter/quota-usage', () => HttpResponse.json(usage), options),
  /** GET /api/recruiter/quota-usage that never answers (the skeletons stay). */
  quotaUsageLoading: () => pending('get', '/api/recruiter/quota-usage', quotaUsageFixture()),
  /** GET /api/recruiter/quota-usage refused with `status` and `{ error }`. */
  quotaUsageFailed: (
    status = 500,
    error = 'Something went wrong. Please try again.',
    options?: RequestHandlerOptions,
  ) => failure('get', '/api/recruiter/quota-usage', status, { error }, options),
};
