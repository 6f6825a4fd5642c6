import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { discardUnreadBody, readSingleFile } from '../lib/multipart.server';
import { addOfficePhoto, listOfficePhotos } from '../services/office-photos.server';
import { photoUpload } from '../services/photo-content.server';

const ALLOW = { Allow: 'GET, POST' };

/**
 * GET /api/companies/:companyId/photos (anyone) → { photos: [{ id, company_id, url, caption,
 * width, height, created_at }] }, the company's published office photos, newest first; 404 for an
 * unknown company (docs/product/community-and-reviews.md, "Add office photos").
 */
export const loader = apiHandler(async ({ params }: LoaderFunctionArgs) =>
  Response.json(await listOfficePhotos(params.companyId ?? '')),
);

/**
 * POST /api/companies/:companyId/photos, multipart: `photo` (PNG, JPEG, WebP or GIF by content,
 * ≤ 2 MB — a profile photo's rules) and an optional `caption` (job seeker) → 201 { photo } without
 * its uploader; 404 unknown company, 400 caption, 413 / 415 image, 429 over the uploads per hour
 * or the photos per company per day.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  try {
    if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
    const user = requireSeeker(context);
    await context.rateLimits.upload(user.id, context.res);
    const form = await readSingleFile(request, { ...photoUpload('photo'), fields: ['caption'] });
    const saved = await addOfficePhoto(user.id, params.companyId ?? '', form, {
      rateLimits: context.rateLimits,
      res: context.res,
    });
    return Response.json(saved, { status: 201 });
  } finally {
    // A refused upload (not logged in, wrong role) is still read off the wire, so the answer arrives.
    await discardUnreadBody(request);
  }
});
