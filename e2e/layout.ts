import { expect, type Page } from '@playwright/test';

/**
 * Layout checks shared by the narrow-screen and zoom journeys (docs/product/navigation-and-layout.md):
 * no sideways scrolling, with the widest elements named on failure so the culprit is found from
 * the report alone.
 */

/** The page's scroll width beside its inner width, with the widest elements when it overflows. */
export async function overflow(page: Page) {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const widest =
      scrollWidth > limit + 1
        ? Array.from(document.querySelectorAll('body *'))
            .map((el) => ({ el, right: el.getBoundingClientRect().right }))
            .filter(({ right }) => right > limit + 1)
            .sort((a, b) => b.right - a.right)
            .slice(0, 8)
            .map(
              ({ el, right }) =>
                `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(right)}`,
            )
        : [];
    return { scrollWidth, limit, widest };
  });
}

export async function expectNoSidewaysScroll(page: Page, path: string) {
  const { scrollWidth, limit, widest } = await overflow(page);
  expect(
    scrollWidth,
    `${path} is ${scrollWidth} px wide: ${widest.join(', ')}`,
  ).toBeLessThanOrEqual(limit + 1);
}

/** Opens a page and waits for its main content (a heading at least) before measuring. */
export async function visit(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  await page.goto(path);
  await ready(page);
  await expectNoSidewaysScroll(page, path);
}

export const h1 = (page: Page) =>
  expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
export const firstArticle = (page: Page) => expect(page.getByRole('article').first()).toBeVisible();
