import { readFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * Remix route matching once per process, not per request (docs/decisions/016-bff-runs-built-javascript.md,
 * "BFF CPU").
 *
 * `@remix-run/router`'s `matchRoutes` flattens and ranks the whole route tree (about 100 routes
 * here) and compiles a regular expression per route pattern on every call, and a Remix request
 * calls it twice (the server runtime's match, then the static handler's). The router keeps no
 * hook for that, so before it is first loaded we compile it with two memos: the ranked branches
 * per routes array (a WeakMap: Remix derives the arrays once per build, so development's fresh
 * build per request simply misses, and hot reload is untouched) and the compiled pattern per
 * (path, caseSensitive, end). Matching itself is unchanged. If the router's text no longer holds
 * what we rewrite (an upgrade), it loads unmodified and `routeMatchingMemo()` says so (a test
 * fails, to look again).
 */

const FLATTEN = `  let branches = flattenRoutes(routes);
  rankRouteBranches(branches);
`;
const FLATTEN_MEMO = `  let branches = __rozgarBranches.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    __rozgarBranches.set(routes, branches);
  }
`;
const COMPILE = 'function compilePath(path, caseSensitive, end) {';
const COMPILE_MEMO = `const __rozgarBranches = new WeakMap();
const __rozgarCompiled = new Map();
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive === true ? 's' : 'i') + (end === false ? 'p' : 'e') + path;
  let compiled = __rozgarCompiled.get(key);
  if (!compiled) {
    compiled = __rozgarCompilePath(path, caseSensitive, end);
    __rozgarCompiled.set(key, compiled);
  }
  return compiled;
}
function __rozgarCompilePath(path, caseSensitive, end) {`;

export type RouteMatchingMemo =
  { state: 'installed'; file: string } | { state: 'already-loaded' | 'unrecognised'; file: string };

let result: RouteMatchingMemo | undefined;

/** Rewrites `source` (the router's CommonJS build) with the memos, or undefined if it does not fit. */
export function memoiseRouterSource(source: string): string | undefined {
  const once = (text: string, part: string) => text.split(part).length === 2;
  if (!once(source, FLATTEN) || !once(source, COMPILE)) return undefined;
  return source.replace(FLATTEN, FLATTEN_MEMO).replace(COMPILE, COMPILE_MEMO);
}

type InternalModule = Module & {
  _compile(content: string, filename: string): void;
  filename: string;
  loaded: boolean;
  paths: string[];
};
type InternalModuleClass = {
  new (id: string, parent?: Module): InternalModule;
  _nodeModulePaths(from: string): string[];
};

/**
 * Loads `@remix-run/router` (the copy the Remix server runtime uses) with the memos into the
 * module cache. Call it before anything loads Remix; later calls return the first answer.
 */
export function memoiseRouteMatching(): RouteMatchingMemo {
  if (result) return result;
  const runtime = createRequire(createRequire(import.meta.url).resolve('@remix-run/node')).resolve(
    '@remix-run/server-runtime',
  );
  const requireFromRuntime = createRequire(runtime);
  const file = requireFromRuntime.resolve('@remix-run/router');
  if (requireFromRuntime.cache[file]) return (result = { state: 'already-loaded', file });
  const patched = memoiseRouterSource(readFileSync(file, 'utf8'));
  if (!patched) return (result = { state: 'unrecognised', file });
  const ModuleClass = Module as unknown as InternalModuleClass;
  const loaded = new ModuleClass(file);
  loaded.filename = file;
  loaded.paths = ModuleClass._nodeModulePaths(dirname(file));
  loaded._compile(patched, file);
  loaded.loaded = true;
  requireFromRuntime.cache[file] = loaded;
  return (result = { state: 'installed', file });
}
