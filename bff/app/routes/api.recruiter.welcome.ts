import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { welcomeChecklist } from '../services/welcome.server';

/**
 * GET /api/recruiter/welcome (recruiter) → { items, done, total }: the getting-started checklist,
 * each step done or not from the account's data (the contracts' welcomePayloadSchema).
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  return Response.json(await welcomeChecklist(recruiter));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
