import { UNSUBSCRIBE_TEXTS } from '@rozgar/contracts';
import { escapeHtml } from './mail.server';

/*
 * The small pages a browser gets from the job alert mails' unsubscribe link
 * (docs/product/notifications-and-alerts.md#job-alerts), served by the BFF without the portal's
 * scripts: no script at all (the CSP's script-src never comes into it), a plain form that works
 * without JavaScript, one heading, visible focus, readable at 360 px.
 */

/** Where "Manage job alerts" leads: the seeker dashboard's alerts section. */
export const MANAGE_ALERTS_PATH = '/job-seeker-dashboard#job-alerts';

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#1f2933;background:#fff;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;overflow-wrap:anywhere}
h1{font-size:1.5rem;margin:0 0 1rem}
a{color:#1d4ed8}
button{font:inherit;font-weight:600;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:.375rem;background:#1d4ed8;color:#fff;cursor:pointer}
button:hover{background:#1e40af}
a:focus-visible,button:focus-visible{outline:3px solid #b45309;outline-offset:2px}`;

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Rozgar</title>
<style>${STYLE}</style></head>
<body>
<main>
${body}
<p><a href="${MANAGE_ALERTS_PATH}">${escapeHtml(UNSUBSCRIBE_TEXTS.manage)}</a></p>
</main>
</body>
</html>`;
}

const html = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * What opening a valid link shows: the question and a button posting the same token back to
 * `action` (the link's own path and query). Nothing has changed yet.
 */
export function confirmPage(alertName: string, action: string): Response {
  const question = escapeHtml(UNSUBSCRIBE_TEXTS.confirm(alertName));
  return html(
    200,
    document(
      UNSUBSCRIBE_TEXTS.pageTitle,
      `<h1>${escapeHtml(UNSUBSCRIBE_TEXTS.pageTitle)}</h1>
<form method="post" action="${escapeHtml(action)}" aria-labelledby="question">
<p id="question">${question}</p>
<button type="submit">${escapeHtml(UNSUBSCRIBE_TEXTS.button)}</button>
</form>`,
    ),
  );
}

/** The answer after the button (or a refused link): a heading and the sentence. */
export function answerPage(status: number, message: string): Response {
  const title = status === 200 ? UNSUBSCRIBE_TEXTS.doneTitle : UNSUBSCRIBE_TEXTS.pageTitle;
  return html(
    status,
    document(
      title,
      `<h1>${escapeHtml(title)}</h1>
<p role="status">${escapeHtml(message)}</p>`,
    ),
  );
}
