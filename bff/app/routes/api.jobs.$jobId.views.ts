import type { ActionFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError } from '../lib/http.server';
import { JOB_NOT_FOUND } from '../services/jobs.server';
import {
  anonymousViewerOf,
  newAnonymousViewer,
  recordJobView,
  type Viewer,
} from '../services/job-views.server';

/**
 * POST /api/jobs/:jobId/views (anyone) → 204: the job details page and the job modal report that
 * the job was opened (docs/product/recruiter-tools-and-workspace.md#job-analytics); counted once per
 * viewer per day, never for the job's own recruiter. A visitor without the viewer cookie gets one.
 * 404 `Job not found` for an unknown job. The page does not wait for it: job details are read
 * with GET /api/jobs/:jobId, which records nothing.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  const headers = new Headers();
  let viewer: Viewer;
  if (context.user) viewer = { user: context.user };
  else {
    const known = anonymousViewerOf(request.headers.get('cookie'));
    if (known) viewer = { anonymous: known };
    else {
      const fresh = newAnonymousViewer(context.req.secure);
      headers.set('Set-Cookie', fresh.setCookie);
      viewer = { anonymous: fresh.id };
    }
  }
  const outcome = await recordJobView(params.jobId ?? '', viewer);
  if (outcome === 'no-job') return jsonError(404, JOB_NOT_FOUND);
  return new Response(null, { status: 204, headers });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
