import type { RequestHandler } from 'express';
import type { Env } from './paths';

/** The document the shell reads at start-up to find its remotes (ADR 001). */
export interface RemotesDocument {
  remotes: Array<{ name: string; entry: string }>;
}

const REMOTES = [
  { name: 'mfe_seeker', env: 'REMOTE_SEEKER_URL', path: '/mfe/seeker/mf-manifest.json' },
  { name: 'mfe_recruiter', env: 'REMOTE_RECRUITER_URL', path: '/mfe/recruiter/mf-manifest.json' },
  { name: 'mfe_community', env: 'REMOTE_COMMUNITY_URL', path: '/mfe/community/mf-manifest.json' },
] as const;

/** Each remote's manifest URL from REMOTE_*_URL, defaulting to the same-origin path. */
export function remotesFromEnv(env: Env): RemotesDocument {
  return {
    remotes: REMOTES.map(({ name, env: variable, path }) => ({
      name,
      entry: env[variable]?.trim() || path,
    })),
  };
}

/** Origins of remotes served from elsewhere (absolute entries), for the CSP. */
export function remoteOrigins(document: RemotesDocument): string[] {
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

export function serveRemotesJson(document: RemotesDocument): RequestHandler {
  return (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(document);
  };
}
