import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import {
  routesFileSchema,
  type RemotesDocument as ContractRemotesDocument,
} from '@rozgar/contracts/remotes';
import type { Env, FrontendDirs } from './paths';

/** Where each remote's manifest lives in this deployment (REMOTE_*_URL or the same-origin path). */
export interface RemoteEntries {
  remotes: Array<RemoteEntry>;
}

export interface RemoteEntry {
  name: string;
  /** The manifest URL the browser loads. */
  entry: string;
  /**
   * Where the BFF reads the remote's `routes.json` when that is not beside `entry` as the BFF
   * sees it (REMOTE_*_ROUTES_URL; docker-compose: the remote's container, not localhost).
   */
  routesUrl?: string;
}

/**
 * The document the shell reads at start-up (ADR 001, ADR 004): each remote's manifest and the
 * paths it owns, from the `routes.json` its build published beside that manifest. Its shape is
 * defined once, in @rozgar/contracts (`routes` is `null` while never read).
 */
export type RemotesDocument = {
  remotes: Array<{ name: string; entry: string; routes: string[] | null }>;
} & ContractRemotesDocument;

const REMOTES = [
  { name: 'mfe_seeker', env: 'REMOTE_SEEKER', path: '/mfe/seeker/mf-manifest.json' },
  { name: 'mfe_recruiter', env: 'REMOTE_RECRUITER', path: '/mfe/recruiter/mf-manifest.json' },
  { name: 'mfe_community', env: 'REMOTE_COMMUNITY', path: '/mfe/community/mf-manifest.json' },
] as const;

/**
 * Each remote's manifest URL from REMOTE_*_URL, defaulting to the same-origin path, and where
 * its routes.json is read from if REMOTE_*_ROUTES_URL says so.
 */
export function remotesFromEnv(env: Env): RemoteEntries {
  return {
    remotes: REMOTES.map(({ name, env: prefix, path }) => {
      const routesUrl = env[`${prefix}_ROUTES_URL`]?.trim();
      return {
        name,
        entry: env[`${prefix}_URL`]?.trim() || path,
        ...(routesUrl ? { routesUrl } : {}),
      };
    }),
  };
}

/** Origins of remotes served from elsewhere (absolute entries), for the CSP. */
export function remoteOrigins(document: RemoteEntries): string[] {
  const origins = new Set<string>();
  for (const { entry } of document.remotes) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // a relative entry is same-origin
    }
  }
  return [...origins];
}

/** The file a remote's build publishes beside `mf-manifest.json` (design-system/federation/route-paths.cjs). */
export const ROUTES_FILE = 'routes.json';

/** Reads one remote's published paths; rejects when they cannot be read or are not valid. */
export type ReadRoutes = (remote: RemoteEntry) => Promise<string[]>;

const LOCAL_ORIGIN = 'http://same-origin.invalid';

/**
 * Reads `routes.json` beside each remote's manifest: from the folder the BFF serves it from when
 * the entry is one of its own `/mfe/<area>/` paths, over HTTP (with a timeout) when it is another
 * origin's URL (docker-compose, `npm run dev`).
 */
export function readPublishedRoutes(
  dirs: Pick<FrontendDirs, 'seeker' | 'recruiter' | 'community'>,
  { fetchImpl = fetch, timeoutMs = 2000 }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): ReadRoutes {
  const mounts: Array<[string, string]> = [
    ['/mfe/seeker/', dirs.seeker],
    ['/mfe/recruiter/', dirs.recruiter],
    ['/mfe/community/', dirs.community],
  ];
  return async ({ name, entry, routesUrl }) => {
    const url = routesUrl
      ? new URL(routesUrl, `${LOCAL_ORIGIN}/`)
      : new URL(ROUTES_FILE, new URL(entry, `${LOCAL_ORIGIN}/`));
    let body: unknown;
    if (url.origin === LOCAL_ORIGIN) {
      const mount = mounts.find(([prefix]) => url.pathname.startsWith(prefix));
      if (!mount) throw new Error(`${entry} is not a path this server serves remotes from`);
      const relative = decodeURIComponent(url.pathname.slice(mount[0].length));
      if (relative.split('/').includes('..')) throw new Error(`${entry} leaves ${mount[0]}`);
      body = JSON.parse(await readFile(join(mount[1], relative), 'utf8'));
    } else {
      const response = await fetchImpl(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
      body = await response.json();
    }
    const published = routesFileSchema.parse(body);
    if (published.name !== name)
      throw new Error(`${url.href} belongs to ${published.name}, not ${name}`);
    return published.routes;
  };
}

export interface RemotesCatalogOptions {
  remotes: RemoteEntries;
  readRoutes: ReadRoutes;
  /** How long a remote's paths (or a failure to read them) count as current; default 10 s. */
  ttlMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

interface CachedRoutes {
  /** The last paths read successfully; `null` until one read succeeds. */
  routes: string[] | null;
  checkedAt: number;
  refreshing?: Promise<void>;
  failing: boolean;
}

/**
 * `/remotes.json` with each remote's paths, re-read at most every `ttlMs` so a redeployed remote
 * is picked up without restarting the BFF. Paths once read are served while a newer read is under
 * way (stale-while-revalidate) and kept while the remote cannot be reached, so a remote that goes
 * down keeps its paths and the shell shows its retry there; only a remote never read has `null`.
 */
export function createRemotesCatalog({
  remotes,
  readRoutes,
  ttlMs = 10_000,
  now = Date.now,
  log = (message) => console.warn(`[bff] ${message}`),
}: RemotesCatalogOptions) {
  const cache = new Map<string, CachedRoutes>();

  function refresh(remote: RemoteEntry, cached: CachedRoutes): Promise<void> {
    cached.refreshing ??= Promise.resolve()
      .then(() => readRoutes(remote))
      .then(
        (routes) => {
          if (cached.failing) log(`${remote.name}: paths read again from ${remote.entry}`);
          Object.assign(cached, { routes, failing: false });
        },
        (error: unknown) => {
          if (!cached.failing)
            log(
              `${remote.name}: cannot read the paths it owns beside ${remote.entry} ` +
                `(${error instanceof Error ? error.message : String(error)}); ` +
                (cached.routes ? 'keeping the last ones read' : 'its pages are not routed'),
            );
          cached.failing = true;
        },
      )
      .finally(() => {
        cached.checkedAt = now();
        cached.refreshing = undefined;
      });
    return cached.refreshing;
  }

  async function routesOf(remote: RemoteEntry): Promise<string[] | null> {
    let cached = cache.get(remote.name);
    if (!cached) {
      cached = { routes: null, checkedAt: -Infinity, failing: false };
      cache.set(remote.name, cached);
    }
    if (now() - cached.checkedAt >= ttlMs) {
      const reading = refresh(remote, cached);
      if (cached.routes === null) await reading;
    }
    return cached.routes;
  }

  return {
    async document(): Promise<RemotesDocument> {
      return {
        remotes: await Promise.all(
          remotes.remotes.map(async (remote) => ({
            name: remote.name,
            entry: remote.entry,
            routes: await routesOf(remote),
          })),
        ),
      };
    },
  };
}

export type RemotesCatalog = ReturnType<typeof createRemotesCatalog>;

export function serveRemotesJson(catalog: RemotesCatalog): RequestHandler {
  return (_req, res, next) => {
    catalog.document().then((document) => {
      res.set('Cache-Control', 'no-cache').json(document);
    }, next);
  };
}
