import type { ActionFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { addSectionItem } from '../services/profile.server';
import { SECTION_ITEM_SCHEMAS, sectionOf } from '../services/profile-schemas.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/profile/sections/:section { item without id } → 201 { profile, completeness }
 * (seeker). Sections: languages, internships, projects, employment, academic-achievements.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireSeeker(context);
  const section = sectionOf(params.section);
  const item = await parseJsonBody(request, SECTION_ITEM_SCHEMAS[section]);
  return Response.json(await addSectionItem(user, section, item), { status: 201 });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
