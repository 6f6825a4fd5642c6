import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { getResumeText } from '../services/resume.server';

/** GET /api/resume/text → { text } extracted at upload; 404 when there is no resume (seeker). */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const user = requireSeeker(context);
  return Response.json(await getResumeText(user.id));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
