import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { FrontendDirs } from './paths';

/**
 * The scripts a remote page runs first, for the `<link rel="prefetch">` hints of the BFF's
 * index.html (docs/decisions/025-first-data-in-parallel.md, "Later: the page's scripts"): the
 * remote's `remoteEntry.js`, its `./routes` module, the page's own chunks and the shared libraries
 * the page needs that the shell's start-up does not load (react-hook-form on `/jobs`). All read from
 * the builds: each frontend's `mf-manifest.json` and the `page-assets.json` its build publishes
 * (design-system/federation/page-assets.cjs). Only for remotes this server serves itself
 * (`/mfe/<area>/`); a remote served from elsewhere gets no script hints.
 *
 * Prefetch, not preload: a prefetch only fills the HTTP cache, so when a remote is down the failed
 * download is simply not there, and the shell's Retry asks the network again; a failed *preload*
 * would be handed to the Retry's script and fail it too (ADR 025).
 */

const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string(), path: z.string().default('') }).optional(),
  }),
  shared: z
    .array(
      z.object({
        name: z.string(),
        assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }),
      }),
    )
    .default([]),
});

/** Chunk files and the share keys their code consumes (design-system/federation/page-assets.cjs). */
const assetsSchema = z.object({ js: z.array(z.string()), shared: z.array(z.string()) });

const pageAssetsSchema = z.object({
  routes: assetsSchema.optional(),
  pages: z.record(z.string(), assetsSchema).optional(),
  startup: z
    .object({ shared: z.array(z.string()), js: z.array(z.string()).default([]) })
    .optional(),
});

type Manifest = z.infer<typeof manifestSchema>;
type PageAssets = z.infer<typeof pageAssetsSchema>;

/** A JSON file parsed by `schema`, re-read when it changes; `null` when missing or invalid. */
function jsonReader<T>(file: string, schema: z.ZodType<T>): () => T | null {
  let cached: { mtimeMs: number; value: T | null } | undefined;
  return () => {
    try {
      const { mtimeMs } = statSync(file);
      if (cached?.mtimeMs !== mtimeMs) {
        const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
        cached = { mtimeMs, value: parsed.success ? parsed.data : null };
      }
      return cached.value;
    } catch {
      return null;
    }
  };
}

interface Build {
  manifest: () => Manifest | null;
  assets: () => PageAssets | null;
}

function buildIn(dir: string): Build {
  return {
    manifest: jsonReader(join(dir, 'mf-manifest.json'), manifestSchema),
    assets: jsonReader(join(dir, 'page-assets.json'), pageAssetsSchema),
  };
}

/** The scripts of the page at `route` (a pattern: `/job-details/:jobId`) of the remote at `entry`. */
export type PageScripts = (remote: { entry: string }, route: string) => string[];

/** Reads the builds in `dirs`; each answer is computed from the files as they are now. */
export function pageScriptsFromBuilds(dirs: FrontendDirs): PageScripts {
  const shell = buildIn(dirs.shell);
  const remotes = new Map<string, Build>([
    ['/mfe/seeker/', buildIn(dirs.seeker)],
    ['/mfe/recruiter/', buildIn(dirs.recruiter)],
    ['/mfe/community/', buildIn(dirs.community)],
  ]);
  return ({ entry }, route) => {
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const remote = remotes.get(base);
    const remoteEntry = remote?.manifest()?.metaData.remoteEntry;
    const assets = remote?.assets();
    if (!remoteEntry || !assets?.routes) return [];
    // A page imported lazily has chunks of its own; one imported by `./routes` is in its chunks.
    const page = assets.pages?.[route] ?? { js: [], shared: [] };
    const hrefs = new Set<string>([`${base}${remoteEntry.path}${remoteEntry.name}`]);
    for (const file of [...assets.routes.js, ...page.js]) hrefs.add(`${base}${file}`);
    // Shared libraries come from the shell (it registers first): those it has not loaded already.
    const shellManifest = shell.manifest();
    const started = new Set(shell.assets()?.startup?.shared ?? []);
    for (const key of new Set([...assets.routes.shared, ...page.shared])) {
      if (started.has(key)) continue;
      const provided = shellManifest?.shared.find(({ name }) => name === key);
      for (const file of provided?.assets.js.sync ?? []) hrefs.add(`/${file}`);
    }
    return [...hrefs];
  };
}

/**
 * The shell's start-up scripts but `main.js` (its `./bootstrap` chunks and its copies of the shared
 * libraries they use), as its build lists them in `page-assets.json`: `main.js` asks for them only
 * once it has run, one round trip and one download after the document; preloaded from index.html
 * they download beside `main.js` (ADR 025, "Later: the shell's start-up"). Empty when unreadable.
 */
export function shellStartupScriptsFromBuild(shellDir: string): () => string[] {
  const assets = jsonReader(join(shellDir, 'page-assets.json'), pageAssetsSchema);
  return () => (assets()?.startup?.js ?? []).map((file) => `/${file}`);
}
