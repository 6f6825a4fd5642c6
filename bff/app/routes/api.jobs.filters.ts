import { apiHandler, jsonError } from '../lib/http.server';
import { jobFilterFacets } from '../services/jobs.server';

/**
 * GET /api/jobs/filters → { locations, workModes, industries, roles, departments, experience,
 * salary }, each [{ value, count }] over the open jobs (ADR 009).
 */
export const loader = apiHandler(async () => Response.json(await jobFilterFacets()));

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
