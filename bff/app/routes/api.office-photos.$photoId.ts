import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiHandler, fileResponse, jsonError } from '../lib/http.server';
import { openOfficePhoto } from '../services/office-photos.server';

/**
 * GET /api/office-photos/:photoId (anyone) → a published office photo's bytes, with its sniffed
 * type (helmet's nosniff keeps browsers from guessing another), cached for a day; 404 for an
 * unknown or hidden photo.
 */
export const loader = apiHandler(async ({ params }: LoaderFunctionArgs) => {
  const response = fileResponse(await openOfficePhoto(params.photoId ?? ''), 'inline');
  // A photo never changes; a day's cache lets a hidden photo drop out of browsers soon enough.
  response.headers.set('Cache-Control', 'public, max-age=86400');
  return response;
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
