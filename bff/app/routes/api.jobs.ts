import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { apiHandler, parseQuery, jsonError } from '../lib/http.server';
import { listOpenJobs } from '../services/jobs.server';

const MAX_PAGE_SIZE = 50;

const jobsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});

/** GET /api/jobs?page=&pageSize= → { jobs, total, page, pageSize }: open jobs, newest first. */
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const query = parseQuery(request, jobsQuerySchema);
  return Response.json(await listOpenJobs(query));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
