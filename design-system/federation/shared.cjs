// The ONE shared-config module every Rozgar webpack config (shell + remotes) imports.
//
// - `sharedSingletons()`: the Module Federation `shared` map. Every library that holds state or
//   identity (React, the router, styled-components, zustand, react-hook-form with its form
//   context, TanStack Query with its QueryClient context, the design system with its session
//   store) is a singleton, with the version read from the installed package.json, so a page never
//   loads two copies. `react-router-dom` resolves to a module re-exporting only the names the
//   frontends use, so that singleton is tree-shaken (ADR 024).
// - One federation runtime core per page (ADR 024): the shell provides its own to the remotes,
//   which are built with it external; a remote's standalone harness loads its own copy first.
// - `createFrontendConfig()`: the webpack parts every frontend has in common (swc-loader that
//   also compiles the design system's TypeScript sources, resolve extensions, swc minifier,
//   DefinePlugin for runtime configuration, content-hashed output into `<pkg>/dist`).
// - In development only (ADR 010): hot module replacement with React Fast Refresh.
'use strict';

const path = require('node:path');
const { createHash } = require('node:crypto');
const zlib = require('node:zlib');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PublishRoutePathsPlugin } = require('./route-paths.cjs');
const { PublishPageAssetsPlugin } = require('./page-assets.cjs');

const repoRoot = path.resolve(__dirname, '..', '..');
const designSystemRoot = path.resolve(__dirname, '..');

/** Version of an installed package, resolved from the repository root. */
function installedVersion(pkg) {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [repoRoot] });
  return require(manifest).version;
}

const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  'styled-components',
  'zustand',
  'react-hook-form',
  // One QueryClient context for the portal: the shell's client serves every remote (ADR 017).
  '@tanstack/react-query',
  '@rozgar/design-system',
  // Not zod: a shared module cannot be tree-shaken, and all of zod is 80 KiB brotli where each
  // frontend's own, tree-shaken copy is 10-12 KiB (ADR 024).
];

/** Entry points of a package that are imported directly and must resolve to the same singleton. */
const SINGLETON_SUBPATHS = {
  react: ['react/jsx-runtime', 'react/jsx-dev-runtime'],
  'react-dom': ['react-dom/client'],
};

/** The Module Federation `shared` map: every entry a strict singleton at the installed version. */
function sharedSingletons() {
  const shared = {};
  for (const pkg of SINGLETON_PACKAGES) {
    const version = installedVersion(pkg);
    const entry = { singleton: true, requiredVersion: `^${version}`, version };
    shared[pkg] = entry;
    for (const subpath of SINGLETON_SUBPATHS[pkg] ?? []) shared[subpath] = { ...entry };
  }
  return shared;
}

/**
 * `react-router-dom` as the frontends' webpack builds see it: the names they import, re-exported
 * from `react-router`, so the shared singleton is tree-shaken (ADR 024).
 */
const ROUTER_FACADE = path.join(__dirname, 'react-router-dom.mjs');

/** The shell's runtime plugin that sets the global the remotes read their runtime core from. */
const PROVIDE_RUNTIME_CORE = path.join(__dirname, 'provide-runtime-core.mjs');

/** The script a remote's standalone harness loads first to provide the federation runtime core. */
const HARNESS_RUNTIME_CORE = path.join(__dirname, 'runtime-core-global.mjs');
const HARNESS_RUNTIME_CORE_FILE = 'federation-runtime-core.js';

/**
 * Remote only (ADR 024): a remote is built with the federation runtime core external, given by
 * the shell in the portal; its own harness page (dev server, preview) has no shell, so this
 * plugin builds `runtime-core-global.mjs` in a child compilation (which has neither the
 * externals nor the federation runtime of the parent) as `federation-runtime-core.js` and puts
 * it before the harness's main.js. The portal never loads that file.
 */
class HarnessRuntimeCorePlugin {
  apply(compiler) {
    const name = 'HarnessRuntimeCorePlugin';
    compiler.hooks.make.tapAsync(name, (compilation, callback) => {
      const child = compilation.createChildCompiler(
        name,
        { filename: HARNESS_RUNTIME_CORE_FILE, library: undefined },
        [
          new webpack.EntryPlugin(compiler.context, HARNESS_RUNTIME_CORE, {
            name: 'federation-runtime-core',
          }),
        ],
      );
      child.runAsChild((error) => callback(error));
    });
    compiler.hooks.compilation.tap(name, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        const main = data.headTags.concat(data.bodyTags).find((tag) => tag.tagName === 'script');
        const tag = HtmlWebpackPlugin.createHtmlTagObject('script', {
          defer: main?.attributes.defer ?? true,
          src: `${data.publicPath}${HARNESS_RUNTIME_CORE_FILE}`,
        });
        const group = data.headTags.includes(main) ? data.headTags : data.bodyTags;
        group.splice(Math.max(group.indexOf(main), 0), 0, tag);
        return data;
      });
    });
  }
}

/**
 * Production only (issue 17): a `<file>.br` beside every script, stylesheet and JSON file over
 * 1 KiB, at brotli's highest quality, which the BFF sends instead of compressing on the fly at
 * quality 4 (bff/server/precompressed.ts): about 14 % fewer bytes on the wire, no work per request.
 */
class PrecompressPlugin {
  apply(compiler) {
    const name = 'PrecompressPlugin';
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER, additionalAssets: true },
        (assets) => {
          for (const [file, source] of Object.entries(assets)) {
            if (!/\.(?:js|css|json)$/.test(file) || compilation.getAsset(`${file}.br`)) continue;
            const buffer = source.buffer();
            if (buffer.length < 1024) continue;
            compilation.emitAsset(
              `${file}.br`,
              new sources.RawSource(zlib.brotliCompressSync(buffer)),
            );
          }
        },
      );
    });
  }
}

/** The query a remote's `mf-manifest.json` adds to its `remoteEntry.js` (bff/server/static.ts reads it). */
const REMOTE_ENTRY_VERSION_QUERY = 'v';

/**
 * Remote only (issue 17): the manifest names `remoteEntry.js?v=<sha-256 of the file, 16 hex>`
 * instead of `remoteEntry.js`. The file keeps its fixed name (module-federation/core#5077), but the
 * portal now asks for it under a URL that changes with its content, which the BFF serves as
 * immutable: the copy the BFF's index.html prefetched is used as it is, instead of being
 * revalidated (one round trip, 150 ms on a phone, between the shell's start and the page's
 * chunks; ADR 025, "Later: the shell's start-up"). Runs in the stage the manifest is written in,
 * after it and before PrecompressPlugin compresses it.
 */
class VersionedRemoteEntryPlugin {
  apply(compiler) {
    const name = 'VersionedRemoteEntryPlugin';
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const manifest = compilation.getAsset('mf-manifest.json');
          const entry = manifest && JSON.parse(manifest.source.source().toString());
          const remoteEntry = entry?.metaData?.remoteEntry;
          const file =
            remoteEntry && compilation.getAsset(`${remoteEntry.path}${remoteEntry.name}`);
          if (!file || remoteEntry.name.includes('?')) return;
          const version = createHash('sha256')
            .update(file.source.buffer())
            .digest('hex')
            .slice(0, 16);
          remoteEntry.name = `${remoteEntry.name}?${REMOTE_ENTRY_VERSION_QUERY}=${version}`;
          compilation.updateAsset(
            'mf-manifest.json',
            new sources.RawSource(JSON.stringify(entry, null, 2)),
          );
        },
      );
    });
  }
}

/** The ports of ADR 001 (development). */
const DEV_PORTS = {
  shell: 3000,
  mfe_seeker: 3001,
  mfe_recruiter: 3002,
  mfe_community: 3003,
  bff: 3010,
};

/** Bundled in development instead of `react-refresh/runtime`: one refresh runtime per page. */
const SHARED_REFRESH_RUNTIME = path.join(__dirname, 'refresh-runtime.cjs');

/**
 * Development only (ADR 010): React Fast Refresh for one frontend. The plugin is required here,
 * not at the top, so a production build never loads it; it is resolved from the frontend's own
 * folder, which declares it.
 * - `library` namespaces the refresh globals by container name (the same as `output.uniqueName`):
 *   the shell page runs the shell's webpack runtime and one per loaded remote.
 * - `overlay: false`: webpack-dev-server's own overlay already shows build errors; the plugin's
 *   overlay would add one socket and one overlay per app on the shell page.
 * - Every request for the react-refresh runtime (the plugin's entry and utilities ask for
 *   `react-refresh/runtime`, its loader for the absolute path of `react-refresh`'s main file) gets
 *   `refresh-runtime.cjs`, which shares one runtime between all the apps on the page.
 */
function fastRefreshPlugins(packageDir, name) {
  const pluginPath = require.resolve('@pmmmwh/react-refresh-webpack-plugin', {
    paths: [packageDir],
  });
  const ReactRefreshPlugin = require(pluginPath);
  const refreshMain = require.resolve('react-refresh', { paths: [path.dirname(pluginPath)] });
  return [
    new ReactRefreshPlugin({
      library: name,
      overlay: false,
      exclude: [/node_modules/, SHARED_REFRESH_RUNTIME],
    }),
    new webpack.NormalModuleReplacementPlugin(/react-refresh/, (resolveData) => {
      const { request, contextInfo } = resolveData;
      if (contextInfo.issuer === SHARED_REFRESH_RUNTIME) return;
      if (request === 'react-refresh/runtime' || request === refreshMain) {
        resolveData.request = SHARED_REFRESH_RUNTIME;
      }
    }),
  ];
}

/**
 * The webpack config of one Rozgar frontend.
 * @param {object} options
 * @param {string} options.packageDir   absolute folder of the package (its `dist/` receives the build)
 * @param {string} options.name         federation container name (`shell`, `mfe_seeker`, …)
 * @param {'host'|'remote'} options.kind
 * @param {string} options.mode         webpack mode
 * @param {Record<string,string>} [options.exposes]  remote only: exposed modules
 * @param {string} [options.routePaths]  remote only: the module listing the paths it owns, published
 *   as `routes.json` beside `mf-manifest.json` (default `src/routePaths.ts`; see route-paths.cjs)
 * @param {string} [options.title]      html title of the page the package serves alone
 * @param {Record<string,string>} [options.define]   extra `process.env.X` values (already strings)
 */
function createFrontendConfig({
  packageDir,
  name,
  kind,
  mode,
  exposes = {},
  routePaths = 'src/routePaths.ts',
  title = 'Rozgar',
  define = {},
}) {
  const production = mode === 'production';
  const fastRefresh = mode === 'development';
  const isHost = kind === 'host';
  const port = DEV_PORTS[name];
  const bff = `http://localhost:${DEV_PORTS.bff}`;

  const proxyPaths = isHost ? ['/api', '/remotes.json'] : ['/api'];

  return {
    mode,
    context: packageDir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      // Entry chunks keep a plain name (index.html references them with a ?hash query instead):
      // @module-federation/enhanced 2.9.2 on webpack 5.111 cannot resolve [contenthash] in
      // output.filename (module-federation/core#5077). Every lazily loaded chunk, including all
      // exposed code and shared libraries, is content-hashed; remoteEntry.js and mf-manifest.json
      // keep fixed names by design.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      // The router the portal shares: only the names the frontends use (ADR 024).
      alias: { 'react-router-dom$': ROUTER_FACADE },
    },
    module: {
      rules: [
        {
          // Own sources, the design system and the contracts (TypeScript-source workspace packages
          // symlinked into node_modules; webpack resolves them to their real paths outside it).
          test: /\.[cm]?[jt]sx?$/,
          include: [
            path.join(packageDir, 'src'),
            path.join(designSystemRoot, 'src'),
            path.join(repoRoot, 'contracts', 'src'),
          ],
          exclude: /\.(test|stories)\.[jt]sx?$/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: {
                  react: { runtime: 'automatic', development: !production, refresh: fastRefresh },
                },
              },
            },
          },
        },
      ],
    },
    optimization: {
      // One webpack runtime per entry (the default, said here on purpose): `runtimeChunk: 'single'`,
      // often advised for HMR, would move the runtime out of remoteEntry.js and break the container.
      runtimeChunk: false,
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        ...Object.fromEntries(
          Object.entries(define).map(([key, value]) => [
            `process.env.${key}`,
            JSON.stringify(value),
          ]),
        ),
      }),
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: sharedSingletons(),
        // One federation runtime core per page (ADR 024): the shell's, given to the remotes.
        ...(isHost
          ? { runtimePlugins: [PROVIDE_RUNTIME_CORE] }
          : { experiments: { externalRuntime: true } }),
        manifest: true,
        dts: false,
      }),
      ...(isHost
        ? []
        : [
            new PublishRoutePathsPlugin({ name, source: path.join(packageDir, routePaths) }),
            new HarnessRuntimeCorePlugin(),
            ...(production ? [new VersionedRemoteEntryPlugin()] : []),
          ]),
      // The scripts each page needs first, for the BFF's prefetch hints (ADR 025, "Later").
      new PublishPageAssetsPlugin({
        kind,
        entryModule: path.join(packageDir, 'src', 'index.ts'),
        routesModule: exposes['./routes'] && path.join(packageDir, exposes['./routes']),
      }),
      new HtmlWebpackPlugin({
        template: path.join(packageDir, 'public', 'index.html'),
        title,
        chunks: ['main'],
        hash: production,
      }),
      ...(production ? [new PrecompressPlugin()] : []),
      ...(fastRefresh ? fastRefreshPlugins(packageDir, name) : []),
    ],
    devServer: {
      port,
      host: 'localhost',
      historyApiFallback: true,
      // Hot module replacement with React Fast Refresh; a change that cannot be applied in place
      // (a module that is not a component and has no accepting parent) reloads the page instead.
      hot: true,
      liveReload: true,
      client: { overlay: { runtimeErrors: false } },
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      proxy: [{ context: proxyPaths, target: bff, changeOrigin: false }],
    },
  };
}

module.exports = {
  sharedSingletons,
  createFrontendConfig,
  installedVersion,
  DEV_PORTS,
  SINGLETON_PACKAGES,
  ROUTER_FACADE,
};
