import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, fileResponse, jsonError } from '../lib/http.server';
import { openResdexResume } from '../services/resdex-access.server';

/**
 * GET /api/candidates/:userId/resume (recruiter) → the seeker's resume as an attachment; 404
 * { error: "Resume not found" } for anyone who is not a seeker with a resume, or a seeker hidden
 * from recruiters who did not apply to the account's jobs (ADR 012). Opened from Resdex it counts
 * once per candidate per month against the plan's resume views, refused with 403 once they are
 * used up; an applicant's resume never counts (ADR 022).
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  const file = await openResdexResume(recruiter, params.userId ?? '');
  return fileResponse(file, 'attachment');
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
