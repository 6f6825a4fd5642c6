import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * axe-core's violations in the real browser, on the whole page or inside the elements `include`
 * selects, one line each (`rule: the offending elements' HTML`). axe is evaluated through the
 * DevTools protocol: the portal's CSP rightly refuses inline scripts.
 */
export async function axeViolations(page: Page, include?: string) {
  await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context?: unknown,
        ) => Promise<{ violations: { id: string; nodes: { html: string }[] }[] }>;
      };
    };
    const results = await (selector ? axe.run({ include: [[selector]] }) : axe.run());
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
    );
  }, include);
}
