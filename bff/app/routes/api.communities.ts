import { apiHandler, jsonError } from '../lib/http.server';
import { listCommunities } from '../services/communities.server';

/** GET /api/communities → { communities: [{ id, name, description, member_count, created_at }] }, newest first. */
export const loader = apiHandler(async () => Response.json(await listCommunities()));

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
