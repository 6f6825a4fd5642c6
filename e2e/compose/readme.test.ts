import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const rootPackage = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  workspaces: string[];
};

describe('README.md', () => {
  it('only tells people to run root scripts that exist', () => {
    const mentioned = new Set(
      [...readme.matchAll(/\bnpm (?:run ([a-z][\w:-]*)|(start|test))\b/g)].map(
        (m) => m[1] ?? m[2]!,
      ),
    );
    expect([...mentioned]).toEqual(expect.arrayContaining(['start', 'test', 'dev', 'storybook']));
    for (const script of mentioned) {
      expect(rootPackage.scripts, `npm run ${script}`).toHaveProperty(script);
    }
  });

  it('links only to files that exist', () => {
    const links = [...readme.matchAll(/\]\(((?!https?:)[^)#\s]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(existsSync(join(repoRoot, link)), link).toBe(true);
  });

  it('describes every top-level package folder in its layout', () => {
    const layout = readme.split(/^## /m).find((part) => part.startsWith('Where things are'));
    expect(layout).toBeDefined();
    for (const folder of [...rootPackage.workspaces, '.storybook', '.ci', 'docs/decisions']) {
      expect(layout, folder).toMatch(new RegExp(`^${folder.replace('.', '\\.')}/`, 'm'));
    }
  });

  it('lists the demo accounts with their password', () => {
    expect(readme).toContain('`seeker@example.com`');
    expect(readme).toContain('`recruiter@example.com`');
    expect(readme).toContain('`Demo@12345`');
  });
});
