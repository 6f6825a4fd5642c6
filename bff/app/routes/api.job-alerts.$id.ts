import type { ActionFunctionArgs } from '@remix-run/node';
import { jobAlertUpdateBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { deleteJobAlert, updateJobAlert } from '../services/job-alerts.server';

const ALLOW = { Allow: 'PATCH, DELETE' };

/**
 * PATCH /api/job-alerts/:id { name?, frequency?, paused?, search? } (seeker) → { alert };
 * DELETE → { success: true }. Another seeker's alert, like an unknown one, is 404
 * (docs/product/notifications-and-alerts.md#job-alerts).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PATCH' && request.method !== 'DELETE')
    return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const seeker = requireSeeker(context);
  const alertId = params.id ?? '';
  if (request.method === 'DELETE') return Response.json(await deleteJobAlert(seeker, alertId));
  const body = validateOrThrow(jobAlertUpdateBodySchema, await parseJsonBody(request, z.unknown()));
  return Response.json({ alert: await updateJobAlert(seeker, alertId, body) });
});

/** One alert has no GET: the list is GET /api/job-alerts. */
export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
