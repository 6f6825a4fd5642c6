import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { jobAlertCreateBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { createJobAlert, listJobAlerts } from '../services/job-alerts.server';

const ALLOW = { Allow: 'GET, POST' };

/**
 * GET /api/job-alerts (seeker) → { alerts, limit }: the seeker's job alerts, newest first
 * (docs/product/notifications-and-alerts.md#job-alerts).
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const seeker = requireSeeker(context);
  return Response.json(await listJobAlerts(seeker));
});

/**
 * POST /api/job-alerts { name?, frequency?, search? } (seeker) → 201 { alert }; a bad body is 400
 * in words, a 21st alert 409.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const seeker = requireSeeker(context);
  const body = validateOrThrow(jobAlertCreateBodySchema, await parseJsonBody(request, z.unknown()));
  return Response.json({ alert: await createJobAlert(seeker, body) }, { status: 201 });
});
