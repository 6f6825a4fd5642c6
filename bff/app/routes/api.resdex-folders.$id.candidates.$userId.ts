import type { ActionFunctionArgs } from '@remix-run/node';
import { resdexFolderCandidateBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import {
  putResdexFolderCandidate,
  removeResdexFolderCandidate,
} from '../services/resdex-folders.server';

const ALLOW = { Allow: 'PUT, DELETE' };

/**
 * PUT /api/resdex-folders/:id/candidates/:userId { note? } (recruiter) → { folder, entry }: adds
 * the seeker or changes the note; DELETE → { folder, entry: null } (harmless when absent)
 * (docs/product/recruiter-tools-and-workspace.md#resdex-folders).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PUT' && request.method !== 'DELETE')
    return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const folderId = params.id ?? '';
  const userId = params.userId ?? '';
  if (request.method === 'DELETE')
    return Response.json(await removeResdexFolderCandidate(recruiter, folderId, userId));
  const body = validateOrThrow(
    resdexFolderCandidateBodySchema,
    await parseJsonBody(request, z.unknown()),
  );
  return Response.json(await putResdexFolderCandidate(recruiter, folderId, userId, body));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
