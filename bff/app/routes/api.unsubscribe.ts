import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { UNSUBSCRIBE_TEXTS, unsubscribeQuerySchema } from '@rozgar/contracts';
import { apiHandler, jsonError } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import {
  unsubscribe,
  unsubscribeKeyFrom,
  unsubscribeTarget,
} from '../services/job-alert-unsubscribe.server';
import { answerPage, confirmPage } from '../services/unsubscribe-page.server';

const ALLOW = { Allow: 'GET, POST' };

/** The job alert mails' links are signed under a key derived from the server's secret. */
const keyOf = (context: AppLoadContext) => unsubscribeKeyFrom(context.identity.codeSecret);

const tokenOf = (request: Request) =>
  validateOrThrow(unsubscribeQuerySchema, Object.fromEntries(new URL(request.url).searchParams))
    .token;

/** A browser (it asks for HTML first) gets a page, other clients JSON. */
const wantsPage = (request: Request) =>
  /^text\/html\b/.test(request.headers.get('accept')?.trim() ?? '');

/** A thrown 400 `{ error }` as the page a browser reads. */
async function refusalPage(error: unknown): Promise<Response> {
  if (!(error instanceof Response) || error.status !== 400) throw error;
  const body = (await error.json()) as { error?: string };
  return answerPage(400, body.error ?? UNSUBSCRIBE_TEXTS.invalid);
}

/**
 * GET /api/unsubscribe?token= (no login; the link of every job alert mail) → { alert, message }
 * with the question to ask, or a browser's page asking it with a button that POSTs the same
 * token. It never changes anything: mail scanners and link previews open every link. A forged,
 * damaged or used token, or an alert already gone, is 400 in words (a page for a browser)
 * (docs/product/notifications-and-alerts.md#job-alerts).
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const page = wantsPage(request);
  try {
    const alert = await unsubscribeTarget(keyOf(context), tokenOf(request));
    if (!page) return Response.json({ alert, message: UNSUBSCRIBE_TEXTS.confirm(alert.name) });
    const { pathname, search } = new URL(request.url);
    return confirmPage(alert.name, `${pathname}${search}`);
  } catch (error) {
    if (!page) throw error;
    return refusalPage(error);
  }
});

/**
 * POST /api/unsubscribe?token= (the confirmation page's button, or RFC 8058 one-click: a mail
 * provider posts `List-Unsubscribe=One-Click`; the body is not needed) deletes the alert →
 * { alert, message }, or a page for a browser; a bad or used token is 400 and changes nothing.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const page = wantsPage(request);
  try {
    const answer = await unsubscribe(keyOf(context), tokenOf(request));
    return page ? answerPage(200, answer.message) : Response.json(answer);
  } catch (error) {
    if (!page) throw error;
    return refusalPage(error);
  }
});
