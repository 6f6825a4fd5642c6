// @vitest-environment node
// The router the portal shares (design-system/federation/react-router-dom.mjs, ADR 024): webpack
// builds resolve every `react-router-dom` import to it, so it must export each name a frontend
// imports, and no frontend may import `react-router` itself (a second, unshared router context).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as reactRouter from 'react-router';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const FRONTENDS = ['shell', 'mfe-seeker', 'mfe-recruiter', 'mfe-community', 'design-system'];
/** Only in tests and stories, which webpack builds do not bundle. */
const NOT_BUILT = /\.(test|stories)\.[jt]sx?$|\/(test|testing)\//;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.[jt]sx?$/.test(entry.name) && !NOT_BUILT.test(path) ? [path] : [];
  });
}

/** The value (not type-only) names each `import { … } from '<from>'` of a source brings in. */
function importedNames(source: string, from: string): string[] {
  const names: string[] = [];
  const statement = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${from}'`, 'g');
  for (const [, typeOnly, list] of source.matchAll(statement)) {
    if (typeOnly) continue;
    for (const item of list!.split(',')) {
      const name = item.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

const facadeSource = readFileSync(
  join(repoRoot, 'design-system/federation/react-router-dom.mjs'),
  'utf8',
);
const facadeNames = [...facadeSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*'react-router'/g)]
  .flatMap(([, list]) => list!.split(','))
  .map((name) => name.trim())
  .filter(Boolean);
const builtSources = FRONTENDS.flatMap((pkg) => sources(join(repoRoot, pkg, 'src')));

describe('the shared react-router-dom', () => {
  it('re-exports names react-router really has', () => {
    expect(facadeNames.length).toBeGreaterThan(5);
    for (const name of facadeNames) expect(reactRouter, name).toHaveProperty(name);
  });

  it("exports every name a frontend imports from 'react-router-dom'", () => {
    expect(builtSources.length).toBeGreaterThan(100);
    const missing = builtSources.flatMap((file) =>
      importedNames(readFileSync(file, 'utf8'), 'react-router-dom')
        .filter((name) => !facadeNames.includes(name))
        .map((name) => `${name} (${file.slice(repoRoot.length)})`),
    );
    expect(missing).toEqual([]);
  });

  it("is the only way in: no frontend imports 'react-router' directly", () => {
    const direct = builtSources.filter((file) =>
      /from\s*'react-router'/.test(readFileSync(file, 'utf8')),
    );
    expect(direct).toEqual([]);
  });

  it('reads value imports and leaves type-only ones out', () => {
    const source = `import { Link, type Location, useNavigate as go } from 'react-router-dom';\nimport type { To } from 'react-router-dom';`;
    expect(importedNames(source, 'react-router-dom')).toEqual(['Link', 'useNavigate']);
  });
});
