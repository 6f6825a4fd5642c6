import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import type { RequestHandler } from 'express';
import type { ViteDevServer } from 'vite';
import '../app/lib/load-context.server';
import type { RateLimits } from '../app/lib/rate-limits.server';
import type { IdentitySettings } from '../app/services/identity-settings.server';
import { bffRoot } from './paths';
import { logIn, logOut, type RozgarPassport } from './passport';
import { memoiseRouteMatching } from './route-matching';

export type RemixMode = 'development' | 'production';

export interface RemixHandler {
  handler: RequestHandler;
  close: () => Promise<void>;
}

/**
 * Loads what a production handler needs (Remix's express adapter and the routes' build) ahead of
 * time, so that a start can do it while the database is still starting (ADR 016, "Cold start").
 * Route matching is memoised first, as `createRemixHandler` does. Errors are left for
 * `createRemixHandler`, which loads the same modules again and reports them.
 */
export async function preloadRemix(mode: RemixMode): Promise<void> {
  if (mode !== 'production') return;
  memoiseRouteMatching();
  const buildFile = join(bffRoot, 'build', 'server', 'index.js');
  await Promise.all([
    import('@remix-run/express'),
    existsSync(buildFile) ? import(pathToFileURL(buildFile).href) : undefined,
  ]).catch(() => undefined);
}

/**
 * The Remix app as Express middleware. Development compiles routes on demand through Vite in
 * middleware mode (no HMR: the BFF renders no pages); production loads `remix vite:build` output.
 */
export async function createRemixHandler({
  mode,
  passport,
  identity,
  rateLimits,
  watch = mode === 'development',
}: {
  mode: RemixMode;
  passport: RozgarPassport;
  /** Settings of the identity routes (code secret, clock, mailer), passed in the load context. */
  identity: IdentitySettings;
  /** The app's rate limits (counted in the database), passed in the load context. */
  rateLimits: RateLimits;
  watch?: boolean;
}): Promise<RemixHandler> {
  // Before anything loads Remix (hence the import below, not at the top): the router with its
  // route tree flattened once per build rather than on every request (see route-matching.ts).
  const memo = memoiseRouteMatching();
  if (memo.state !== 'installed')
    console.warn(`Remix route matching not memoised (${memo.state}: ${memo.file})`);
  const { createRequestHandler } = await import('@remix-run/express');
  let vite: ViteDevServer | undefined;
  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (mode === 'development') {
    const { createServer } = await import('vite');
    vite = await createServer({
      root: bffRoot,
      configFile: join(bffRoot, 'vite.config.ts'),
      appType: 'custom',
      logLevel: 'warn',
      server: { middlewareMode: true, hmr: false, ws: false, watch: watch ? {} : null },
    });
    const devServer = vite;
    build = () => devServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  } else {
    const buildFile = join(bffRoot, 'build', 'server', 'index.js');
    if (!existsSync(buildFile))
      throw new Error(`No BFF build at ${buildFile}: run \`npm run build -w bff\` first.`);
    build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  }

  const handler = createRequestHandler({
    build,
    mode,
    getLoadContext: (req, res): AppLoadContext => ({
      req,
      res,
      user: req.user ?? null,
      login: (credentials) => logIn(passport, req, res, credentials),
      logout: () => logOut(req, res),
      identity,
      rateLimits,
    }),
  });
  return { handler, close: async () => vite?.close() };
}
