import { apiHandler, jsonError } from '../lib/http.server';
import { postingOptions } from '../services/recruiter-jobs.server';

/**
 * GET /api/jobs/posting-options → { employment_types, work_modes, industries, qualifications,
 * min_experience, max_experience, min_salary, max_salary, defaults, limits }: what the Post a Job
 * form offers, the very lists and limits POST /api/jobs checks (ADR 011; no login needed).
 */
export const loader = apiHandler(async () => Response.json(postingOptions()));

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
