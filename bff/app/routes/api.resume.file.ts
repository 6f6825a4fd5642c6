import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, fileResponse, jsonError, parseQuery } from '../lib/http.server';
import { openResumeFile } from '../services/resume.server';

const querySchema = z.object({
  download: z.enum(['0', '1', 'true', 'false'], 'download must be 1 or 0').optional(),
});

/**
 * GET /api/resume/file → the seeker's resume (`Content-Disposition: inline`, or `attachment`
 * with ?download=1); 404 when none (seeker).
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const user = requireSeeker(context);
  const { download } = parseQuery(request, querySchema);
  const file = await openResumeFile(user.id);
  const type = download === '1' || download === 'true' ? 'attachment' : 'inline';
  return fileResponse(file, type);
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
