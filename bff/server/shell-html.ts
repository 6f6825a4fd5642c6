import { readFileSync, statSync } from 'node:fs';
import type { PageScripts } from './page-scripts';
import type { RemotesDocument } from './remotes';

/**
 * The shell's index.html as the BFF answers it (docs/decisions/025-first-data-in-parallel.md):
 * `/remotes.json` inlined (the shell reads it instead of asking for it), and `<link rel="preload">`
 * hints for what the page will ask for anyway, so the browser fetches them while the shell's
 * JavaScript downloads instead of one step after another:
 *   - the manifest (`mf-manifest.json`) of the remote owning the path;
 *   - `/api/me` when the request carries a session cookie (a gated page waits for it before it
 *     loads its remote);
 *   - the page's first API calls (`FIRST_REQUESTS`), exactly as the page asks for them.
 */

/**
 * A resource the page will fetch() (API answers, a remote's manifest): preloaded. The remote's
 * scripts are prefetched instead (`as: 'script'`, page-scripts.ts): a failed script preload is
 * reused by the shell's Retry, which then fails too; a failed prefetch is only a cache miss (ADR 025).
 */
export type PreloadHint =
  | { href: string; as: 'fetch' }
  | { href: string; as: 'script' }
  /**
   * One of the shell's own start-up scripts: preloaded, since every page needs it and a page whose
   * shell cannot load has nothing to retry with (ADR 025, "Later: the shell's start-up").
   */
  | { href: string; as: 'script'; shell: true };

/** `GET` requests a page makes first (apiFetch: same-origin credentials, `Accept: application/json`). */
interface FirstRequests {
  /** Only without a query string: the page asks for other URLs when searched or filtered. */
  plainOnly?: boolean;
  /** Only with a session cookie: the page is for logged-in users. */
  session?: boolean;
  requests: (params: Record<string, string>) => string[];
}

/**
 * The first API calls of the pages of issue 17's route table, as each page builds them (jobsApi,
 * companiesApi, communitiesApi, the home panels, the dashboards). A path the page stops asking for
 * is only a wasted request (Chrome warns "preloaded but not used"); `shell-html.test.ts` holds them.
 */
export const FIRST_REQUESTS: Record<string, FirstRequests> = {
  '/': { plainOnly: true, requests: () => ['/api/companies/highlights'] },
  '/jobs': {
    plainOnly: true,
    requests: () => ['/api/jobs?page=1&pageSize=20', '/api/jobs/filters'],
  },
  '/job-details/:jobId': {
    requests: ({ jobId }) => [`/api/jobs/${encodeURIComponent(jobId!)}`],
  },
  '/companies': {
    plainOnly: true,
    requests: () => ['/api/companies', '/api/companies/highlights'],
  },
  '/community': { plainOnly: true, requests: () => ['/api/communities'] },
  '/jobseeker-home': {
    session: true,
    requests: () => ['/api/profile', '/api/jobs/recommended?limit=5'],
  },
  '/job-seeker-dashboard': { session: true, requests: () => ['/api/profile'] },
  '/recruiter-dashboard': {
    session: true,
    requests: () => ['/api/recruiter/jobs', '/api/recruiter/quota-usage'],
  },
};

/** The parameters of `pathname` if it matches the route `pattern` (`/job-details/:jobId`). */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of want.entries()) {
    const actual = have[index]!;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) return null;
  }
  return params;
}

export interface HintsRequest {
  pathname: string;
  /** The query string, `?…` or empty. */
  search: string;
  /** Whether the request carries the session cookie. */
  session: boolean;
}

/**
 * Everything the page at `pathname` will ask for first, most needed first: the fetches, the shell's
 * start-up scripts (`shellScripts`), then the scripts of the owning remote's page when `scripts`
 * can tell them.
 */
export function preloadHintsFor(
  { pathname, search, session }: HintsRequest,
  remotes: RemotesDocument | null,
  scripts?: PageScripts,
  shellScripts: string[] = [],
): PreloadHint[] {
  const hints: PreloadHint[] = [];
  if (session) hints.push({ href: '/api/me', as: 'fetch' });
  let ownerRoute: string | undefined;
  const owner = remotes?.remotes.find(({ routes }) => {
    ownerRoute = routes?.find((route) => matchPath(route, pathname));
    return ownerRoute !== undefined;
  });
  if (owner) hints.push({ href: owner.entry, as: 'fetch' });
  for (const [pattern, first] of Object.entries(FIRST_REQUESTS)) {
    const params = matchPath(pattern, pathname);
    if (!params || (pattern === '/' && pathname !== '/')) continue;
    if (first.plainOnly && search !== '' && search !== '?') continue;
    if (first.session && !session) continue;
    for (const href of first.requests(params)) hints.push({ href, as: 'fetch' });
  }
  for (const href of shellScripts) hints.push({ href, as: 'script', shell: true });
  if (owner && ownerRoute && scripts)
    for (const href of scripts(owner, ownerRoute)) hints.push({ href, as: 'script' });
  return hints;
}

/**
 * The `src` of index.html's first script, `main.js?<hash>` as webpack names it: preloaded first of
 * the shell's start-up scripts. A `defer` script is fetched at low priority, behind the chunks
 * preloaded at high priority that it will ask for, and it must run first (ADR 025, "Later: the
 * shell's start-up"). `null` without one.
 */
export function mainScriptOf(html: string): string | null {
  const src = /<script\b[^>]*?\ssrc="([^"]+)"/i.exec(html)?.[1];
  return src ? src.replace(/&amp;/g, '&') : null;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON safe inside `<script>`: no `</script>` or `<!--` can end or change the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The element id the shell reads the inlined `/remotes.json` from (shell/src/remotes/remotesConfig.ts). */
export const INLINE_REMOTES_ID = 'rozgar-remotes';

/**
 * index.html with the hints and the inlined remotes document at the top of `<head>`. `crossorigin`
 * on fetch preloads: the page's fetch() is a CORS-mode request with same-origin credentials, and a
 * preload is only reused by a request of the same mode and credentials. A remote's scripts are
 * prefetched (into the HTTP cache, where the federation runtime's `<script>` finds them); the
 * shell's are preloaded without `crossorigin`, as webpack's `<script>` tags ask for them.
 */
export function injectIntoShellHtml(
  html: string,
  { hints, remotes }: { hints: PreloadHint[]; remotes: RemotesDocument | null },
): string {
  const tags = hints.map((hint) =>
    hint.as === 'fetch'
      ? `<link rel="preload" href="${escapeAttribute(hint.href)}" as="fetch" crossorigin>`
      : `<link rel="${'shell' in hint ? 'preload' : 'prefetch'}" href="${escapeAttribute(hint.href)}" as="script">`,
  );
  if (remotes)
    tags.push(
      `<script type="application/json" id="${INLINE_REMOTES_ID}">${scriptJson(remotes)}</script>`,
    );
  if (tags.length === 0) return html;
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return html;
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${tags.join('')}${html.slice(at)}`;
}

interface Cached<T> {
  mtimeMs: number;
  value: T;
}

/** index.html read once per change of the file. */
export function shellIndexReader(file: string) {
  let cached: Cached<string> | undefined;
  return (): string | null => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: readFileSync(file, 'utf8') };
      return cached.value;
    } catch {
      return null;
    }
  };
}
