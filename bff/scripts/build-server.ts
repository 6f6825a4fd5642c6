/**
 * The BFF's server build (ADR 016), run by `npm run build -w bff` after `remix vite:build`:
 *
 *   build/node/server.js              server/launch.ts: starts the database, then loads app.js
 *   build/node/app.js                 server.ts: Express, sessions, database, seeding
 *   build/node/embedded-db.js         the embedded database's process (embedded-db/src/cli.ts)
 *   build/node/resume-text.worker.js  the resume text extraction process
 *   build/node/seed.js                the seed command (app/seed/cli.server.ts)
 *   build/node/seed-data.json         the demo data set, generated here with faker
 *
 * The bundles hold the BFF's own code and the workspace packages it imports (@rozgar/*, shipped
 * as TypeScript source); every other package stays an import, resolved from node_modules at run
 * time. The build fails when a bundle, or the Remix build, imports a package that is not a
 * production dependency of the BFF (tsx, faker, vite…): production installs only those.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { writeSeedSnapshot } from '../app/seed/snapshot.server';
import { bffRoot } from '../server/paths';

const outdir = join(bffRoot, 'build', 'node');
const SNAPSHOT_FILE = 'seed-data.json';

type Manifest = { dependencies?: Record<string, string> };
const readManifest = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;
const bffDependencies = Object.keys(readManifest(join(bffRoot, 'package.json')).dependencies ?? {});
/**
 * What a production install (`npm install --omit=dev --workspace bff`) provides: the BFF's
 * dependencies and those of the workspace packages among them, which it bundles.
 */
const productionPackages = new Set([
  ...bffDependencies,
  ...bffDependencies
    .filter((name) => name.startsWith('@rozgar/'))
    .flatMap((name) =>
      Object.keys(
        readManifest(createRequire(join(bffRoot, 'package.json')).resolve(`${name}/package.json`))
          .dependencies ?? {},
      ),
    ),
]);
/** Imported by the bundles only where they never run in production (development mode). */
const DEVELOPMENT_ONLY = new Set(['vite']);

/** The package a bare import names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Bare imports stay imports, but for the workspace packages (TypeScript source, bundled) and
 * faker: it is resolved so that tree shaking can show none of it is used (checked below).
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(plugin) {
    plugin.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || builtinModules.includes(args.path))
        return { path: args.path, external: true };
      const name = packageOf(args.path);
      if (name.startsWith('@rozgar/') || name === '@faker-js/faker') return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * demo-data.server.ts imports the faker generator lazily, in a branch the `define` below makes
 * dead. Left to esbuild, that import alone would still bundle the generator, and faker with it:
 * it stays outside the bundle, and the check below makes sure no bundle imports it.
 */
const lazyGenerator: Plugin = {
  name: 'lazy-seed-generator',
  setup(plugin) {
    plugin.onResolve({ filter: /\/generate\.server$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

const started = Date.now();
// esbuild works in a process of its own: the bundles and the check below are made while this
// process generates the demo data set (faker is slow to load).
const bundling = build({
  absWorkingDir: bffRoot,
  entryPoints: {
    server: 'server/launch.ts',
    app: 'server.ts',
    'embedded-db': 'embedded-db/src/cli.ts',
    'resume-text.worker': 'app/services/resume-text.worker.ts',
    seed: 'app/seed/cli.server.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  // Folds the snapshot test in app/seed/demo-data.server.ts and drops its faker branch.
  minifySyntax: true,
  define: { ROZGAR_SEED_SNAPSHOT: JSON.stringify(`./${SNAPSHOT_FILE}`) },
  plugins: [externalPackages, lazyGenerator],
  metafile: true,
  logLevel: 'warning',
});

/** Packages a bundle imports at run time that production does not install. */
function unshippedImports(metafile: Metafile): string[] {
  const problems: string[] = [];
  for (const [output, { imports, inputs }] of Object.entries(metafile.outputs)) {
    for (const input of Object.keys(inputs))
      if (input.includes('node_modules/@faker-js/'))
        problems.push(`${output} contains faker (${input})`);
    for (const { path, external, kind } of imports) {
      if (external && /^\.\.?\//.test(path)) {
        problems.push(`${output} imports ${path} at run time: it must be bundled or dropped`);
        continue;
      }
      if (!external || path.startsWith('node:') || builtinModules.includes(path)) continue;
      const name = packageOf(path);
      if (productionPackages.has(name)) continue;
      if (DEVELOPMENT_ONLY.has(name) && kind === 'dynamic-import') continue;
      problems.push(`${output} imports ${path}, not a production dependency of the bff`);
    }
  }
  return problems;
}

// The Remix build's imports too: it is read, not bundled again.
const checking = build({
  absWorkingDir: bffRoot,
  entryPoints: ['build/server/index.js'],
  bundle: true,
  write: false,
  platform: 'node',
  format: 'esm',
  outdir: join(bffRoot, 'build', 'check'),
  plugins: [externalPackages],
  metafile: true,
  logLevel: 'warning',
});

// The demo data set, generated for today; the built server replays it for the day it seeds.
const { generateSeedData } = await import('../app/seed/generate.server');
const snapshot = writeSeedSnapshot(generateSeedData, new Date());
mkdirSync(outdir, { recursive: true });
writeFileSync(join(outdir, SNAPSHOT_FILE), snapshot);

const [result, remix] = await Promise.all([bundling, checking]);
const problems = [...unshippedImports(result.metafile), ...unshippedImports(remix.metafile)];
if (problems.length > 0) {
  console.error(
    `build-server: the build needs packages production lacks:\n  ${problems.join('\n  ')}`,
  );
  process.exit(1);
}

const sizes = Object.entries(result.metafile.outputs)
  .filter(([output]) => output.endsWith('.js'))
  .map(
    ([output, { bytes }]) =>
      `${relative(outdir, join(bffRoot, output))} ${(bytes / 1024).toFixed(0)} kB`,
  );
console.log(
  `build-server: ${sizes.join(', ')}, ${SNAPSHOT_FILE} ${(snapshot.length / 1024).toFixed(0)} kB ` +
    `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
