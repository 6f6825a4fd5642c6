import type { LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { apiHandler, jsonError, parseQuery } from '../lib/http.server';
import { emailField } from '../services/identity-schemas.server';
import { readOutbox } from '../services/mail.server';

const outboxQuerySchema = z.object({ to: emailField });

/**
 * GET /api/dev/outbox?to=<email> → the development outbox for that address, newest first:
 * [{ to, subject, text, html, createdAt }]. Answers 404 under NODE_ENV=production.
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  if (!context.identity.devOutbox) return jsonError(404, 'Not found');
  const { to } = parseQuery(request, outboxQuerySchema);
  return Response.json(await readOutbox(to));
});

export const action = () => jsonError(404, 'Not found');
