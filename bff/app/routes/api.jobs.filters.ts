import type { LoaderFunctionArgs } from '@remix-run/node';
import { jobSearchQuerySchema } from '@rozgar/contracts';
import { apiHandler, jsonError, parseQuery } from '../lib/http.server';
import { jobFilterFacets } from '../services/job-facets.server';

/**
 * GET /api/jobs/filters?q=&location=&minExp=&maxExp=&experience=&salary=&locations=&workModes=
 * &industries=&roles=&departments= → { locations, workModes, industries, roles, departments,
 * experience, salary }, each [{ value, count }]: the open jobs matching the search (the query of
 * `GET /api/jobs`, validated by the same schema; paging and order ignored), each group counted
 * under the other groups' selections but not its own (ADR 009, docs/decisions/027-facet-counts.md).
 * Without a query: the whole catalogue's counts. A bad query → 400 naming the parameter.
 */
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) =>
  Response.json(await jobFilterFacets(parseQuery(request, jobSearchQuerySchema))),
);

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
