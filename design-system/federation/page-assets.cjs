// The scripts each page needs first, published with the build as `page-assets.json` (issue 17;
// docs/decisions/025-first-data-in-parallel.md, "Later"). The BFF reads it to put
// `<link rel="prefetch">` hints for the page's scripts in the shell's index.html, so a phone
// downloads them while it runs the shell's JavaScript instead of one step after another.
//
// - A remote: the chunks of its `./routes` module and the shared libraries (by share key) their code
//   consumes; for each path whose page it imports lazily
//   (`'/jobs': lazyPage(() => import('./pages/…'))`), the page's own chunks and shared libraries.
// - The host (the shell): the shared libraries its start-up loads (entry, `./bootstrap` and the
//   libraries those consume), which the portal loads anyway: a remote page's hints leave them out;
//   and the scripts of that start-up but `main.js`, which the BFF preloads on every page.
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

  /**
   * The shell's start-up: `shared`, the shared libraries it loads (those its entry and what the
   * entry imports consume, and those their own chunks consume), and `js`, every script it loads
   * before it can render but `main.js` (which index.html names): the chunks of `./bootstrap` and
   * the shell's own copy of each of those libraries (the chunks its `register()` loads; the shell
   * registers first, so its copies are the ones used). The BFF preloads them from index.html
   * (ADR 025, "Later: the shell's start-up").
   */
  hostDocument(compilation) {
    const entry = compilation.entrypoints.get('main');
    const imported = [...groupsImportedBy(compilation, this.entryModule).values()].flat();
    const own = assetsOf(compilation, [entry, ...imported]);
    const providerOf = new Map();
    for (const module of compilation.modules)
      if (module.type === 'provide-module' && module.blocks[0])
        providerOf.set(module._name, compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]));
    // A library's own chunk consumes others (react-dom/client → react-dom): to a fixed point.
    const keys = new Set(own.shared);
    let groups = [];
    for (let size = -1; size !== keys.size;) {
      size = keys.size;
      groups = [...keys].map((key) => providerOf.get(key)).filter(Boolean);
      for (const key of assetsOf(compilation, groups).shared) keys.add(key);
    }
    const entryFiles = new Set(entry.getFiles());
    const js = assetsOf(compilation, [...imported, ...groups]).js.filter(
      (file) => !entryFiles.has(file),
    );
    return { startup: { shared: [...keys].sort(), js } };
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
