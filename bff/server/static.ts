import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import express, { type Express, type Response } from 'express';
import type { FrontendDirs } from './paths';
import { pageScriptsFromBuilds, shellStartupScriptsFromBuild } from './page-scripts';
import { servePrecompressed } from './precompressed';
import type { RemotesCatalog } from './remotes';
import { SESSION_COOKIE } from './session';
import { injectIntoShellHtml, mainScriptOf, preloadHintsFor, shellIndexReader } from './shell-html';

const isString = (value: string | null): value is string => value !== null;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** webpack's content hashes in file names: main.3f9a1c2b.js, 412.8c0d4e7f19.chunk.js … */
const HASHED_FILE =
  /[.-][0-9a-f]{8,}\.(?:js|mjs|css|woff2?|ttf|svg|png|jpe?g|webp|avif|gif|ico|map)$/i;
/** Files that name the current build: they must always be revalidated. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'mf-stats.json']);

/** A remote's entry, named by its manifest with its content's version (`remoteEntry.js?v=…`). */
const VERSIONED_ENTRY = 'remoteEntry.js';

/**
 * The version a remote's manifest gives its `remoteEntry.js` (`?v=`, design-system/federation/
 * shared.cjs): the first 16 hex digits of the file's SHA-256, recomputed when the file changes.
 */
const entryVersion = (() => {
  const cache = new Map<string, { mtimeMs: number; version: string }>();
  return (file: string): string | null => {
    try {
      const { mtimeMs } = statSync(file);
      let cached = cache.get(file);
      if (cached?.mtimeMs !== mtimeMs) {
        const version = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
        cache.set(file, (cached = { mtimeMs, version }));
      }
      return cached.version;
    } catch {
      return null;
    }
  };
})();

function cacheHeaders(res: Response, path: string) {
  const name = basename(path);
  // `remoteEntry.js?v=<its version>` names one content for good, like a hashed file: the copy
  // index.html prefetched is used without a round trip (ADR 025, "Later: the shell's start-up").
  // Any other version (an older manifest's) is revalidated.
  const version = res.req?.query.v;
  const versioned =
    name === VERSIONED_ENTRY && typeof version === 'string' && version === entryVersion(path);
  res.setHeader(
    'Cache-Control',
    versioned || (!ENTRY_FILES.has(name) && HASHED_FILE.test(name)) ? IMMUTABLE : REVALIDATE,
  );
}

function serveDir(dir: string) {
  // A production build's `.br` copy first (issue 17), else the file (compressed on the fly).
  return [
    servePrecompressed(dir, cacheHeaders),
    express.static(dir, { index: false, redirect: false, setHeaders: cacheHeaders }),
  ];
}

/**
 * One port for the whole portal: the shell at `/`, each remote under `/mfe/<area>/`, and an SPA
 * fallback to the shell's index.html for any other GET outside /api and /mfe. A missing dist
 * folder is not fatal: its files simply 404 (the shell shows its fallback for that remote).
 */
export function serveFrontends(
  app: Express,
  dirs: FrontendDirs,
  {
    remotes,
    scriptHints = process.env.SHELL_SCRIPT_PREFETCH !== 'off',
    startupPreloads = process.env.SHELL_STARTUP_PRELOAD !== 'off',
  }: {
    remotes?: RemotesCatalog;
    /**
     * Prefetch hints for the remote page's scripts (ADR 025, "Later"); on unless
     * SHELL_SCRIPT_PREFETCH=off (how `web-vitals.ts --ab` measures them).
     */
    scriptHints?: boolean;
    /**
     * Preloads of the shell's start-up scripts (ADR 025, "Later: the shell's start-up"); on unless
     * SHELL_STARTUP_PRELOAD=off.
     */
    startupPreloads?: boolean;
  } = {},
) {
  app.use('/mfe/seeker', serveDir(dirs.seeker));
  app.use('/mfe/recruiter', serveDir(dirs.recruiter));
  app.use('/mfe/community', serveDir(dirs.community));
  app.use('/mfe', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(serveDir(dirs.shell));

  const shellIndex = shellIndexReader(join(dirs.shell, 'index.html'));
  const pageScripts = scriptHints ? pageScriptsFromBuilds(dirs) : undefined;
  const startupScripts = shellStartupScriptsFromBuild(dirs.shell);
  const sessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE.replace('.', '\\.')}=`);
  app.get('*', (req, res, next) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    const html = shellIndex();
    if (html === null) {
      res.status(404).type('text/plain').send('The portal is not built yet: run `npm run build`.');
      return;
    }
    // The remotes document and the page's preloads ride in the HTML (ADR 025).
    const document = remotes ? remotes.document() : Promise.resolve(null);
    document
      .catch(() => null)
      .then((remotesDocument) => {
        const search = req.originalUrl.includes('?')
          ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
          : '';
        const hints = preloadHintsFor(
          { pathname: req.path, search, session: sessionCookie.test(req.get('cookie') ?? '') },
          remotesDocument,
          pageScripts,
          startupPreloads ? [mainScriptOf(html), ...startupScripts()].filter(isString) : [],
        );
        res.setHeader('Cache-Control', REVALIDATE);
        res.type('html').send(injectIntoShellHtml(html, { hints, remotes: remotesDocument }));
      }, next);
  });
}
