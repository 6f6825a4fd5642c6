import type { ActionFunctionArgs } from '@remix-run/node';
import { shareInterviewExperienceBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import {
  refuseInterviewProfanity,
  shareInterviewExperience,
} from '../services/interview-experiences.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/interview-experiences { company_id?, company_name, role, interview_date, difficulty,
 * outcome, source?, questions, experience, tips? } (job seeker) → 201 { experience } without its
 * author; 400 with the first problem (profanity too), 429 over the per-user limit of reviews and
 * contributions (ADR 018). Read with GET /api/companies/{companyId}/interview-experiences.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireSeeker(context);
  const body = validateOrThrow(
    shareInterviewExperienceBodySchema,
    await parseJsonBody(request, z.unknown()),
  );
  refuseInterviewProfanity(body);
  await context.rateLimits.contribution(user.id, context.res);
  return Response.json(await shareInterviewExperience(user.id, body), { status: 201 });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
