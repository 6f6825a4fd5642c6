import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError } from '../lib/http.server';
import { previewInvite } from '../services/sub-users.server';

/**
 * GET /api/sub-user-invites/:token (public, rate-limited per IP like the signup calls) →
 * { email, name, account: { name, company } } for the recruiter signup page opened from the mail;
 * unknown, expired, withdrawn or accepted 404 "This invitation has expired or was withdrawn".
 */
export const loader = apiHandler(async ({ params }: LoaderFunctionArgs) =>
  Response.json(await previewInvite(params.token ?? '')),
);

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
