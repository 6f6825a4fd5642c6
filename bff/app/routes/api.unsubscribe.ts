import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { UNSUBSCRIBE_TEXTS, unsubscribeQuerySchema } from '@rozgar/contracts';
import { apiHandler, jsonError } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { escapeHtml } from '../services/mail.server';
import { unsubscribe, unsubscribeKeyFrom } from '../services/job-alert-unsubscribe.server';

const ALLOW = { Allow: 'GET, POST' };

/** The job alert mails' links are signed under a key derived from the server's secret. */
const keyOf = (context: AppLoadContext) => unsubscribeKeyFrom(context.identity.codeSecret);

/** The answer, or the thrown 400 `{ error }`, as a Response. */
async function unsubscribeAnswer(request: Request, context: AppLoadContext): Promise<Response> {
  try {
    const { token } = validateOrThrow(
      unsubscribeQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    return Response.json(await unsubscribe(keyOf(context), token));
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** A browser opening the mail's link (it asks for HTML first) gets a page, not JSON. */
const wantsPage = (request: Request) =>
  /^text\/html\b/.test(request.headers.get('accept')?.trim() ?? '');

/** A small page of its own (no script, no login): what happened and a way on. */
function page(status: number, message: string): Response {
  const title = escapeHtml(UNSUBSCRIBE_TEXTS.pageTitle);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Rozgar</title></head>
<body style="font-family: system-ui, Arial, sans-serif; color: #1f2933; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5;">
<main>
<h1>${title}</h1>
<p role="status">${escapeHtml(message)}</p>
<p><a href="/job-seeker-dashboard">${escapeHtml(UNSUBSCRIBE_TEXTS.manage)}</a></p>
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

/**
 * GET /api/unsubscribe?token= (no login; the link of every job alert mail) → { alert, message }:
 * the alert is deleted; a forged, damaged or used token, or an alert already gone, is 400 in words
 * and nothing changes. A browser (Accept: text/html) gets the same answer as a small page
 * (docs/product/notifications-and-alerts.md#job-alerts).
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const answer = await unsubscribeAnswer(request, context);
  if (!wantsPage(request)) return answer;
  const body = (await answer.json()) as { message?: string; error?: string };
  return page(answer.status, body.message ?? body.error ?? UNSUBSCRIBE_TEXTS.invalid);
});

/**
 * POST /api/unsubscribe?token= (RFC 8058 one-click: a mail provider posts
 * `List-Unsubscribe=One-Click`; the body is not needed) → the same as GET, in JSON.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  return unsubscribeAnswer(request, context);
});
