import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, fileResponse, jsonError } from '../lib/http.server';
import { openCandidateResume } from '../services/candidate-search.server';

/**
 * GET /api/candidates/:userId/resume (recruiter) → the seeker's resume as an attachment; 404
 * { error: "Resume not found" } for anyone who is not a seeker with a resume (ADR 012).
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  requireRecruiter(context);
  const file = await openCandidateResume(params.userId ?? '');
  return fileResponse(file, 'attachment');
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
