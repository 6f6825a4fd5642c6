import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { discardUnreadBody, readSingleFile } from '../lib/multipart.server';
import {
  RESUME_MAX_BYTES,
  RESUME_TOO_LARGE,
  deleteResume,
  getResume,
  uploadResume,
} from '../services/resume.server';

const ALLOW = { Allow: 'GET, POST, DELETE' };

/** GET /api/resume → { resume } (null when none) (seeker). */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const user = requireSeeker(context);
  return Response.json(await getResume(user.id));
});

/**
 * POST /api/resume, multipart field `resume` (PDF, DOC or DOCX by content, ≤ 5 MB) → 201
 * { resume }, replacing the previous one; DELETE /api/resume → { success: true } (seeker).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  try {
    if (request.method !== 'POST' && request.method !== 'DELETE')
      return jsonError(405, 'Method not allowed', { headers: ALLOW });
    const user = requireSeeker(context);
    if (request.method === 'DELETE') return Response.json(await deleteResume(user));
    // Uploads per user are limited (resume and photo together), across every BFF process.
    await context.rateLimits.upload(user.id, context.res);
    const file = await readSingleFile(request, {
      field: 'resume',
      maxBytes: RESUME_MAX_BYTES,
      tooLargeMessage: RESUME_TOO_LARGE,
    });
    return Response.json(await uploadResume(user, file), { status: 201 });
  } finally {
    // A refused upload (not logged in, wrong role) is still read off the wire, so the answer arrives.
    await discardUnreadBody(request);
  }
});
