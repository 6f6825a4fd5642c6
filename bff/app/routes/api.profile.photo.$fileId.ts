import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '../lib/auth.server';
import { apiHandler, fileResponse, jsonError } from '../lib/http.server';
import { openProfilePhoto } from '../services/profile-photo.server';

/**
 * GET /api/profile/photo/:fileId → the photo's bytes (any logged-in user: recruiters see
 * candidates' photos); 404 when there is no such photo.
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  requireUser(context);
  const photo = await openProfilePhoto(params.fileId ?? '');
  return fileResponse(photo, 'inline');
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
