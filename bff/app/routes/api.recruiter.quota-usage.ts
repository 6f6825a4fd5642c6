import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { quotaUsage } from '../services/quotas.server';

/**
 * GET /api/recruiter/quota-usage (recruiter) → { plan, quotas }: each quota's used, left, percent,
 * reset date and last 30 days (the contracts' quotaUsagePayloadSchema; ADR 022).
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  return Response.json(await quotaUsage(recruiter));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
