// @vitest-environment node
// The build step that publishes each page's scripts (design-system/federation/page-assets.cjs).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const { pageImports } = createRequire(import.meta.url)('../../federation/page-assets.cjs') as {
  pageImports: (source: string) => Array<[string, string]>;
};

const repo = fileURLToPath(new URL('../../../', import.meta.url));

describe('pageImports', () => {
  it("reads each lazily imported page of a remote's ./routes module, with its path", () => {
    expect(
      pageImports(`const pages = {
  '/jobs': lazyPage(() => import('./pages/JobsPage/JobsPage'), 'JobsPage'),
  '/job-details/:jobId': lazyPage(
    () => import('./pages/JobDetailsPage/JobDetailsPage'),
    'JobDetailsPage',
  ),
  '/community': CommunityPage,
};`),
    ).toEqual([
      ['/jobs', './pages/JobsPage/JobsPage'],
      ['/job-details/:jobId', './pages/JobDetailsPage/JobDetailsPage'],
    ]);
  });

  it.each(['mfe-seeker', 'mfe-recruiter', 'mfe-community'])(
    "%s: every import() of its routes.tsx is read (else that page's scripts get no hints)",
    (remote) => {
      const source = readFileSync(`${repo}${remote}/src/routes.tsx`, 'utf8');
      const imports = source.match(/import\(/g)?.length ?? 0;
      expect(pageImports(source)).toHaveLength(imports);
    },
  );
});
