import type { ActionFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { discardUnreadBody, readSingleFile } from '../lib/multipart.server';
import { photoUpload } from '../services/photo-content.server';
import { uploadProfilePhoto } from '../services/profile-photo.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/profile/photo, multipart field `photo` (PNG, JPEG, WebP or GIF by content, ≤ 2 MB)
 * → { profile_picture: "/api/profile/photo/{fileId}" } (seeker); 413 / 415 otherwise.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  try {
    if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
    const user = requireSeeker(context);
    // Uploads per user are limited (resume and photo together), across every BFF process.
    await context.rateLimits.upload(user.id, context.res);
    const file = await readSingleFile(request, photoUpload('photo'));
    return Response.json(await uploadProfilePhoto(user, file));
  } finally {
    // A refused upload (not logged in, wrong role) is still read off the wire, so the answer arrives.
    await discardUnreadBody(request);
  }
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
