import { apiHandler, jsonError } from '../lib/http.server';
import { companyHighlights } from '../services/company-highlights.server';

/**
 * GET /api/companies/highlights → { categories: [{ key, name, description, companyCount }],
 * featured: [{ id, name, industry, city, size, logo, openJobs }] } (most open jobs first).
 */
export const loader = apiHandler(async () => Response.json(await companyHighlights()));

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
