/**
 * The Remix request handler's own CPU per request (docs/decisions/016-bff-runs-built-javascript.md,
 * "BFF CPU"): `npm run build -w bff` first, then `node --import tsx bff/bench/remix-handler.ts`
 * (add `--unmemoised` for the router as published). It asks the production build for
 * GET /api/jobs/not-an-id (a 404 decided before any database call) in a loop and prints the
 * process's CPU time per request: route matching, the loader's wrapper, the Response.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import { memoiseRouteMatching } from '../server/route-matching';
import { bffRoot } from '../server/paths';

const REQUESTS = 4000;
const WARM_UP = 500;

if (!process.argv.includes('--unmemoised')) console.log('router:', memoiseRouteMatching().state);
const { createRequestHandler } = await import('@remix-run/node');
const build = (await import(
  pathToFileURL(join(bffRoot, 'build', 'server', 'index.js')).href
)) as ServerBuild;
const handle = createRequestHandler(build, 'production');
const context = { user: null } as unknown as AppLoadContext;
const ask = async () => {
  const response = await handle(new Request('http://localhost/api/jobs/not-an-id'), context);
  if (response.status !== 404) throw new Error(`expected 404, got ${response.status}`);
  await response.arrayBuffer();
};
for (let i = 0; i < WARM_UP; i++) await ask();
const start = process.cpuUsage();
for (let i = 0; i < REQUESTS; i++) await ask();
const used = process.cpuUsage(start);
console.log(
  `GET /api/jobs/:id (404, no database) through Remix: ${((used.user + used.system) / REQUESTS / 1000).toFixed(3)} ms CPU/request`,
);
