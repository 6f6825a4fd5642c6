import type { LoaderFunctionArgs } from '@remix-run/node';
import { keywordListQuerySchema } from '@rozgar/contracts';
import { apiHandler, jsonError, parseQuery } from '../lib/http.server';
import { listKeywords } from '../services/keyword-optimiser.server';

/**
 * GET /api/keyword-optimiser/keywords?role=&industry= (anyone: the resume optimiser works logged
 * out) → { keywords: [{ keyword, relevance }] }: the keyword source of ADR 021, most relevant first.
 */
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  return Response.json(await listKeywords(parseQuery(request, keywordListQuerySchema)));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
