import type { ActionFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { deleteSectionItem, updateSectionItem } from '../services/profile.server';
import { sectionItemUpdateSchema, sectionOf } from '../services/profile-schemas.server';

const ALLOW = { Allow: 'PUT, DELETE' };

/**
 * PUT /api/profile/sections/:section/:itemId { the whole item } and DELETE … → 200
 * { profile, completeness } (seeker); an unknown item is a 404.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PUT' && request.method !== 'DELETE')
    return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireSeeker(context);
  const section = sectionOf(params.section);
  const itemId = params.itemId ?? '';
  if (request.method === 'DELETE')
    return Response.json(await deleteSectionItem(user, section, itemId));
  const item = await parseJsonBody(request, sectionItemUpdateSchema(section, itemId));
  return Response.json(await updateSectionItem(user, section, itemId, item));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
