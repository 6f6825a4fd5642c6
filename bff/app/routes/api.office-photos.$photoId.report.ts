import type { ActionFunctionArgs } from '@remix-run/node';
import { reviewReportBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { reportOfficePhoto } from '../services/office-photos.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/office-photos/:photoId/report { reason, details? } (logged in) → { reported: true },
 * with a review report's reasons; a second report by the same user counts once, and 3 different
 * reporters hide the photo. 404 for a photo that does not exist or is hidden already.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireUser(context);
  const body = validateOrThrow(reviewReportBodySchema, await parseJsonBody(request, z.unknown()));
  await reportOfficePhoto(user.id, params.photoId ?? '', body);
  return Response.json({ reported: true });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
