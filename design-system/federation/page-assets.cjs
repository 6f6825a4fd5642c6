// The scripts each page needs first, published with the build as `page-assets.json` (issue 17;
// docs/decisions/025-first-data-in-parallel.md, "Later"). The BFF reads it to put
// `<link rel="prefetch">` hints for the page's scripts in the shell's index.html, so a phone
// downloads them while it runs the shell's JavaScript instead of one step after another.
//
// - A remote: the chunks of its `./routes` module and the shared libraries (by share key) their code
//   consumes; for each path whose page it imports lazily
//   (`'/jobs': lazyPage(() => import('./pages/…'))`), the page's own chunks and shared libraries.
// - The host (the shell): the shared libraries its start-up consumes (entry and `./bootstrap`),
//   which the portal loads anyway: a remote page's hints leave them out.
'use strict';

const fs = require('node:fs');

const PAGE_ASSETS_FILE = 'page-assets.json';
const PLUGIN = 'PublishPageAssetsPlugin';

/** `'/jobs': lazyPage(() => import('./pages/JobsPage/JobsPage'), …)` → [['/jobs', './pages/…']]. */
function pageImports(source) {
  const pattern = /'(\/[^']*)'\s*:\s*lazyPage\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
  return [...source.matchAll(pattern)].map(([, path, request]) => [path, request]);
}

const isConsumeShared = (module) =>
  module.type === 'consume-shared-module' && typeof module.options?.shareKey === 'string';

/** The js files of `groups` and the share keys their modules consume, sorted. */
function assetsOf(compilation, groups) {
  const js = new Set();
  const shared = new Set();
  for (const group of groups)
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) js.add(file);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk))
        if (isConsumeShared(module)) shared.add(module.options.shareKey);
    }
  return { js: [...js].sort(), shared: [...shared].sort() };
}

/** The chunk groups started by an `import()` in the module at `resource`, by request. */
function groupsImportedBy(compilation, resource) {
  const byRequest = new Map();
  for (const group of compilation.chunkGroups)
    for (const origin of group.origins ?? [])
      if (origin.module?.resource === resource && origin.request) {
        const list = byRequest.get(origin.request) ?? [];
        list.push(group);
        byRequest.set(origin.request, list);
      }
  return byRequest;
}

class PublishPageAssetsPlugin {
  /**
   * @param {{ kind: 'host' | 'remote', routesModule?: string, entryModule: string }} options
   *   absolute paths: the remote's `./routes` module, the package's entry (`src/index.ts`)
   */
  constructor({ kind, routesModule, entryModule }) {
    this.kind = kind;
    this.routesModule = routesModule;
    this.entryModule = entryModule;
  }

  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            const document =
              this.kind === 'host'
                ? this.hostDocument(compilation)
                : this.remoteDocument(compilation);
            compilation.emitAsset(
              PAGE_ASSETS_FILE,
              new sources.RawSource(`${JSON.stringify(document, null, 2)}\n`),
            );
          } catch (error) {
            compilation.warnings.push(
              new WebpackError(`${PLUGIN}: ${error instanceof Error ? error.message : error}`),
            );
          }
        },
      );
    });
  }

  /** The shared libraries the shell's start-up consumes: its entry and what the entry imports. */
  hostDocument(compilation) {
    const entry = compilation.entrypoints.get('main');
    const imported = [...groupsImportedBy(compilation, this.entryModule).values()].flat();
    return { startup: { shared: assetsOf(compilation, [entry, ...imported]).shared } };
  }

  /**
   * `routes`: the `./routes` module's own chunks (every page of a remote that imports its pages
   * statically); `pages`: each lazily imported page's chunks.
   */
  remoteDocument(compilation) {
    const routesModule = [...compilation.modules].find(
      (module) => module.resource === this.routesModule,
    );
    if (!routesModule) throw new Error(`${this.routesModule} is not in the build`);
    const exposeGroups = new Set();
    for (const chunk of compilation.chunkGraph.getModuleChunksIterable(routesModule))
      for (const group of chunk.groupsIterable) exposeGroups.add(group);
    const groups = groupsImportedBy(compilation, this.routesModule);
    const pages = {};
    for (const [path, request] of pageImports(fs.readFileSync(this.routesModule, 'utf8'))) {
      const found = groups.get(request);
      if (found) pages[path] = assetsOf(compilation, found);
    }
    return { routes: assetsOf(compilation, [...exposeGroups]), pages };
  }
}

module.exports = { PublishPageAssetsPlugin, PAGE_ASSETS_FILE, pageImports };
