import type { ActionFunctionArgs } from '@remix-run/node';
import { candidateInviteBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { inviteCandidate } from '../services/candidate-invites.server';
import { publicOrigin } from '../services/sub-users.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/candidate-invites { job_id, user_id, message? } (recruiter) → 201 { invite }, mailed to
 * the candidate with a link to the job. 404 unknown job or candidate (hidden ones too, unless they
 * applied to the account's jobs), 403 another account's job or the plan's candidate invites used
 * up this month, 409 a closed job or a second invite of the candidate to the job, 503 the mail
 * could not go out (nothing kept or counted)
 * (docs/product/recruiter-tools-and-workspace.md#invite-to-apply, ADR 022).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const body = validateOrThrow(
    candidateInviteBodySchema,
    await parseJsonBody(request, z.unknown()),
  );
  const invite = await inviteCandidate(recruiter, body, {
    mailer: context.identity.mailer,
    origin: publicOrigin(context.identity.publicOrigin, request),
  });
  return Response.json({ invite }, { status: 201 });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
