import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { resdexFolderBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { createResdexFolder, listResdexFolders } from '../services/resdex-folders.server';

const ALLOW = { Allow: 'GET, POST' };

/**
 * GET /api/resdex-folders (recruiter) → { folders: ResdexFolder[] }, last updated first
 * (docs/product/recruiter-tools-and-workspace.md#resdex-folders).
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  return Response.json(await listResdexFolders(recruiter));
});

/**
 * POST /api/resdex-folders { name } (recruiter) → 201 { folder }; a name in use is 409, and so is
 * a 51st folder.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const body = validateOrThrow(resdexFolderBodySchema, await parseJsonBody(request, z.unknown()));
  return Response.json({ folder: await createResdexFolder(recruiter, body) }, { status: 201 });
});
