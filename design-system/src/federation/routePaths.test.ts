// @vitest-environment node
// The build step that publishes a remote's paths (design-system/federation/route-paths.cjs).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const { readRoutePaths } = createRequire(import.meta.url)('../../federation/route-paths.cjs') as {
  readRoutePaths: (file: string) => string[];
};

const dir = mkdtempSync(join(tmpdir(), 'rozgar-route-paths-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function module(name: string, source: string): string {
  const file = join(dir, `${name}.ts`);
  writeFileSync(file, source);
  return file;
}

describe('readRoutePaths', () => {
  it('reads ROUTE_PATHS of a routePaths.ts as its ./routes module sees them', () => {
    const file = module(
      'ok',
      `export const ROUTE_PATHS = ['/jobs', '/job-details/:jobId'] as const;\n` +
        `export type RoutePath = (typeof ROUTE_PATHS)[number];\n`,
    );
    expect(readRoutePaths(file)).toEqual(['/jobs', '/job-details/:jobId']);
  });

  it.each([
    ['a path listed twice', `export const ROUTE_PATHS = ['/jobs', '/jobs'] as const;`, /twice/],
    ['a relative path', `export const ROUTE_PATHS = ['jobs'] as const;`, /not a page path/],
    ['the shell’s home', `export const ROUTE_PATHS = ['/'] as const;`, /not a page path/],
    ['an empty list', `export const ROUTE_PATHS = [] as const;`, /non-empty/],
    ['no list', `export const PATHS = ['/jobs'];`, /non-empty/],
    [
      'an import (the module must stay plain data)',
      `import { x } from './x';\nexport const ROUTE_PATHS = [x] as const;`,
      /require is not defined/,
    ],
  ])('refuses %s', (_case, source, error) => {
    expect(() => readRoutePaths(module(`bad-${Math.random()}`, source))).toThrow(error);
  });
});
