import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { resdexFolderBodySchema, resdexFolderQuerySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody, parseQuery } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import {
  deleteResdexFolder,
  getResdexFolder,
  renameResdexFolder,
} from '../services/resdex-folders.server';

const ALLOW = { Allow: 'GET, PATCH, DELETE' };

/**
 * GET /api/resdex-folders/:id?page= (recruiter) → { folder, candidates, total, page, pageSize }:
 * the folder's candidates with notes, newest first; unknown 404, another recruiter's 403
 * (docs/product/recruiter-tools-and-workspace.md#resdex-folders).
 */
export const loader = apiHandler(async ({ request, params, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  const { page } = parseQuery(request, resdexFolderQuerySchema);
  return Response.json(await getResdexFolder(recruiter, params.id ?? '', page));
});

/** PATCH { name } → { folder } (a name in use is 409); DELETE → { success: true }, its entries too. */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PATCH' && request.method !== 'DELETE')
    return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const folderId = params.id ?? '';
  if (request.method === 'DELETE')
    return Response.json(await deleteResdexFolder(recruiter, folderId));
  const body = validateOrThrow(resdexFolderBodySchema, await parseJsonBody(request, z.unknown()));
  return Response.json({ folder: await renameResdexFolder(recruiter, folderId, body) });
});
