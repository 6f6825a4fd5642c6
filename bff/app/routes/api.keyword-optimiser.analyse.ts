import type { ActionFunctionArgs } from '@remix-run/node';
import { keywordAnalysisRequestSchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { analyseJobKeywords } from '../services/keyword-optimiser.server';

/**
 * POST /api/keyword-optimiser/analyse { source: 'draft', title, description?, skills?, role?,
 * industry? } | { source: 'job', job_id } | { source: 'text', text, role?, industry? } (recruiter)
 * → KeywordAnalysis (ADR 021): the score by the five rules, the advice and the keyword lists.
 * 400 with the first problem; 401 visitor; 403 seeker or another recruiter's job; 404 unknown job.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  const recruiter = requireRecruiter(context);
  const input = validateOrThrow(
    keywordAnalysisRequestSchema,
    await parseJsonBody(request, z.unknown()),
  );
  return Response.json(await analyseJobKeywords(recruiter, input));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
