// The paths a remote owns, published with its build (ADR 004).
//
// Every remote keeps them in one module, `src/routePaths.ts`: `export const ROUTE_PATHS = [...]
// as const`, plain data with no imports. Its `./routes` module maps each of those paths to a page
// (a `Record<RoutePath, ComponentType>`, so the type checker refuses a path without a page or a
// page without a path), and `PublishRoutePathsPlugin` writes the same list as `routes.json` beside
// `mf-manifest.json`. The BFF folds every remote's `routes.json` into `/remotes.json`; the shell
// routes those paths at run time, so a new page ships by redeploying its remote alone.
'use strict';

const fs = require('node:fs');
const vm = require('node:vm');
const webpack = require('webpack');

const ROUTES_FILE = 'routes.json';
const PLUGIN = 'PublishRoutePathsPlugin';

/** A react-router path pattern a remote may own: absolute, no query, hash or wildcard-only root. */
const PATH_PATTERN = /^\/[A-Za-z0-9\-._~/:*]*$/;

/** Throws unless `paths` is a non-empty list of distinct, absolute router paths. */
function checkRoutePaths(paths, source) {
  if (!Array.isArray(paths) || paths.length === 0)
    throw new Error(`${source}: ROUTE_PATHS must be a non-empty array of paths`);
  const seen = new Set();
  for (const path of paths) {
    if (typeof path !== 'string' || !PATH_PATTERN.test(path) || path === '/')
      throw new Error(`${source}: ${JSON.stringify(path)} is not a page path like '/jobs'`);
    if (seen.has(path)) throw new Error(`${source}: ${path} is listed twice`);
    seen.add(path);
  }
  return paths;
}

/**
 * Reads `ROUTE_PATHS` from a remote's `routePaths.ts`: compiled by swc (already the frontends'
 * compiler) and evaluated with no `require`, so the module stays plain data.
 */
function readRoutePaths(file) {
  const { transformSync } = require('@swc/core');
  const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    module: { type: 'commonjs' },
    sourceMaps: false,
  });
  const module = { exports: {} };
  vm.runInNewContext(code, { module, exports: module.exports }, { filename: file, timeout: 1000 });
  return checkRoutePaths(module.exports.ROUTE_PATHS, file);
}

/** The document a remote publishes as `routes.json`. */
function routesDocument(name, paths) {
  return { name, routes: [...paths] };
}

/** Emits `routes.json` (`{ name, routes: [...] }`) from the remote's `routePaths.ts`. */
class PublishRoutePathsPlugin {
  /** @param {{ name: string, source: string }} options container name, absolute routePaths.ts */
  constructor({ name, source }) {
    this.name = name;
    this.source = source;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.source);
          try {
            const document = routesDocument(this.name, readRoutePaths(this.source));
            compilation.emitAsset(
              ROUTES_FILE,
              new webpack.sources.RawSource(`${JSON.stringify(document, null, 2)}\n`),
            );
          } catch (error) {
            compilation.errors.push(
              new webpack.WebpackError(
                `${PLUGIN}: ${error instanceof Error ? error.message : error}`,
              ),
            );
          }
        },
      );
    });
  }
}

module.exports = {
  ROUTES_FILE,
  PublishRoutePathsPlugin,
  checkRoutePaths,
  readRoutePaths,
  routesDocument,
};
