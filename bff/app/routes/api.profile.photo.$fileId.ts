import { Readable } from 'node:stream';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { openProfilePhoto } from '../services/profile-photo.server';

/**
 * GET /api/profile/photo/:fileId → the photo's bytes (any logged-in user: recruiters see
 * candidates' photos); 404 when there is no such photo.
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  requireUser(context);
  const photo = await openProfilePhoto(params.fileId ?? '');
  return new Response(Readable.toWeb(photo.stream) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': photo.contentType,
      'Content-Length': String(photo.size),
      'Content-Disposition': 'inline',
    },
  });
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
