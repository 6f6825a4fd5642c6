import { remotesDocumentSchema, type RemotesDocument } from '@rozgar/contracts/remotes';

/** `GET /remotes.json` (docs/decisions/004): its shape is defined once, in @rozgar/contracts. */
export const remotesConfigSchema = remotesDocumentSchema;

export type RemotesConfig = RemotesDocument;

export async function fetchRemotesConfig(fetchImpl: typeof fetch = fetch): Promise<RemotesConfig> {
  const response = await fetchImpl('/remotes.json', {
    credentials: 'same-origin',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  return remotesConfigSchema.parse(await response.json());
}

/** The element the BFF inlines `/remotes.json` into (bff/server/shell-html.ts, ADR 025). */
export const INLINE_REMOTES_ID = 'rozgar-remotes';

/**
 * The remotes document the BFF inlined into index.html, read once (a later reload of the config,
 * e.g. a Retry, asks the server); `null` when there is none (the shell's dev server, a test) or it
 * is not valid: then the shell asks for `/remotes.json`.
 */
export function takeInlineRemotesConfig(doc: Document = document): RemotesConfig | null {
  const element = doc.getElementById(INLINE_REMOTES_ID);
  if (!element) return null;
  element.remove();
  try {
    const parsed = remotesConfigSchema.safeParse(JSON.parse(element.textContent ?? ''));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Whether the BFF saw a session cookie on this page's request: it then preloads `/api/me` from
 * index.html (bff/server/shell-html.ts, ADR 025). The cookie itself is not readable (httpOnly).
 */
export function sessionHinted(doc: Document = document): boolean {
  return doc.querySelector('link[rel="preload"][href="/api/me"]') !== null;
}
