import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoiseRouterSource, memoiseRouteMatching } from './route-matching';

type Route = { id: string; path?: string; index?: boolean; children?: Route[] };
type Router = {
  matchRoutes: (routes: Route[], pathname: string) => { route: Route; params: object }[] | null;
};

const requireHere = createRequire(import.meta.url);
const runtime = createRequire(requireHere.resolve('@remix-run/node')).resolve(
  '@remix-run/server-runtime',
);
const routerFile = createRequire(runtime).resolve('@remix-run/router');
const published = readFileSync(routerFile, 'utf8');

/** A private copy of the router compiled from `source` (the module cache is left alone). */
function compileRouter(source: string): Router {
  const ModuleClass = Module as unknown as {
    new (id: string): { exports: Router; paths: string[]; _compile(s: string, f: string): void };
    _nodeModulePaths(from: string): string[];
  };
  const copy = new ModuleClass(routerFile);
  copy.paths = ModuleClass._nodeModulePaths(dirname(routerFile));
  copy._compile(source, routerFile);
  return copy.exports;
}

const tree = (): Route[] => [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'jobs', path: 'api/jobs', children: [{ id: 'job', path: ':jobId' }] },
      { id: 'filters', path: 'api/jobs/filters' },
      { id: 'Upper', path: 'api/CASE' },
      { id: 'splat', path: '*' },
    ],
  },
];
const ids = (router: Router, routes: Route[], path: string) =>
  router.matchRoutes(routes, path)?.map((match) => [match.route.id, match.params]);

describe('Remix route matching memo', () => {
  const memoised = compileRouter(memoiseRouterSource(published)!);
  const original = compileRouter(published);

  it('fits the installed @remix-run/router (an upgrade that changes it fails here)', () => {
    expect(memoiseRouterSource(published)).toContain('__rozgarBranches');
    expect(memoiseRouterSource('function compilePath(path, caseSensitive, end) {')).toBeUndefined();
  });

  it('matches exactly as the published router does', () => {
    const routes = tree();
    for (const path of [
      '/api/jobs/65f0',
      '/api/jobs/filters',
      '/api/jobs/',
      '/api/case',
      '/nope/x',
      '/',
    ])
      expect(ids(memoised, routes, path)).toEqual(ids(original, tree(), path));
  });

  it('flattens a routes array once: a route added to the same array later is not seen, a new array is', () => {
    const routes = tree();
    expect(ids(memoised, routes, '/api/new')?.at(-1)?.[0]).toBe('splat');
    routes[0]!.children!.push({ id: 'new', path: 'api/new' });
    expect(ids(original, routes, '/api/new')?.at(-1)?.[0]).toBe('new');
    expect(ids(memoised, routes, '/api/new')?.at(-1)?.[0]).toBe('splat');
    expect(ids(memoised, [...routes], '/api/new')?.at(-1)?.[0]).toBe('new');
  });

  it('gives the Remix server runtime the memoised router, once', () => {
    const first = memoiseRouteMatching();
    expect(first.file).toBe(routerFile);
    expect(memoiseRouteMatching()).toBe(first);
    expect(first.state).not.toBe('unrecognised');
    if (first.state !== 'installed') return; // loaded before this file ran: nothing to look at
    const loaded = createRequire(runtime)('@remix-run/router') as Router;
    const routes = tree();
    ids(loaded, routes, '/api/new');
    routes[0]!.children!.push({ id: 'new', path: 'api/new' });
    expect(ids(loaded, routes, '/api/new')?.at(-1)?.[0]).toBe('splat');
    expect(readFileSync(routerFile, 'utf8')).toBe(published); // the file on disk is untouched
  });
});
