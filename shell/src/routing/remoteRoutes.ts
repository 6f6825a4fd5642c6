import { matchRoutes } from 'react-router-dom';
import type { LoginGateMode } from '../components/LoginGate/LoginGate';
import type { RemotesConfig } from '../remotes/remotesConfig';

/**
 * The remote pages the shell routes, built at run time from `/remotes.json` (ADR 004): each
 * remote publishes the paths it owns with its build and the BFF lists them there, so a remote's
 * new page needs no shell build. The shell keeps only its own pages and the login gates below.
 */
export interface RemoteRouteEntry {
  path: string;
  /** Federation container name (`mfe_seeker`, …). */
  remote: string;
  gate?: LoginGateMode;
}

/**
 * The only routes the client gates (docs/product): `redirect` → `/login?next=…`, `prompt` →
 * "Please login First" plus the login form. Keyed by path, whichever remote serves it; the BFF
 * checks role and ownership on every call regardless.
 */
export const LOGIN_GATES: Readonly<Record<string, LoginGateMode>> = {
  '/saved-jobs': 'redirect',
  '/job-postings-section': 'prompt',
};

/** How the fallback message names each remote's area. */
const REMOTE_AREAS: Readonly<Record<string, string>> = {
  mfe_seeker: 'jobs',
  mfe_recruiter: 'recruiter',
  mfe_community: 'community',
};

/** The area a remote's fallback names: a known one, or the container name without `mfe_`. */
export function remoteArea(remote: string): string {
  return REMOTE_AREAS[remote] ?? remote.replace(/^mfe_/, '').replace(/_/g, ' ');
}

export interface RemoteRouting {
  routes: RemoteRouteEntry[];
  /** Remotes whose paths the BFF could not read: a path nobody routes may be theirs. */
  unknown: string[];
}

/**
 * The remote routes of `config`. A path the shell serves itself, or that an earlier remote
 * already claimed, stays with its first owner (and is reported on the console).
 */
export function buildRemoteRoutes(
  config: RemotesConfig,
  shellPaths: Iterable<string>,
  warn: (message: string) => void = (message) => console.warn(`Rozgar shell: ${message}`),
): RemoteRouting {
  const owners = new Map<string, string>([...shellPaths].map((path) => [path, 'the shell']));
  const routes: RemoteRouteEntry[] = [];
  const unknown: string[] = [];
  for (const { name, routes: paths } of config.remotes) {
    if (paths == null) {
      unknown.push(name);
      continue;
    }
    for (const path of paths) {
      const owner = owners.get(path);
      if (owner) {
        warn(`${name} publishes ${path}, which ${owner} already serves; ignored.`);
        continue;
      }
      owners.set(path, name);
      const gate = LOGIN_GATES[path];
      routes.push(gate ? { path, remote: name, gate } : { path, remote: name });
    }
  }
  return { routes, unknown };
}

/**
 * The remote whose page is at `pathname`, when the shell should start loading it at once, before
 * its first render (issue 17: on a phone the remote's scripts then download and run while React
 * renders the frame): a login-gated path's only with `session` (the request carried a session
 * cookie; an anonymous visitor is sent elsewhere), instead of after `/api/me` has answered and the
 * gate has rendered again (ADR 025, "Later: the shell's start-up").
 */
export function remoteToStartFor(
  config: RemotesConfig,
  pathname: string,
  { session = false }: { session?: boolean } = {},
): string | null {
  for (const { name, routes } of config.remotes) {
    const path = matchRoutes(
      (routes ?? []).map((route) => ({ path: route })),
      pathname,
    )?.[0]?.route.path;
    if (path !== undefined) return LOGIN_GATES[path] && !session ? null : name;
  }
  return null;
}
