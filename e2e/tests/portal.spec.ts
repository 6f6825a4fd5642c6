import { DEMO, DEMO_PASSWORD, expect, loginThroughForm, test } from '../fixtures';

const primaryNav = (page: import('@playwright/test').Page) => page.getByRole('navigation').first();

test('the landing page loads with the logged-out navigation', async ({ page }) => {
  await page.goto('/');
  const nav = primaryNav(page);
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'For employers' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('10:00 AM – 6:00 PM, Mon – Sat');
});

test('/jobs shows job cards that mfe-seeker renders inside the shell', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/mfe/seeker/')) remoteRequests.push(r.url());
  });
  await page.goto('/jobs');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(10);
  await expect(page.getByText(/\d+ jobs/)).toBeVisible();
  await expect(primaryNav(page)).toBeVisible();
  expect(remoteRequests.some((u) => u.endsWith('mf-manifest.json'))).toBe(true);
});

test('the demo seeker logs in, gets the Job Seeker navigation, and logs out again', async ({
  page,
}) => {
  await loginThroughForm(page, DEMO.seeker.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/jobseeker-home$/);
  const nav = primaryNav(page);
  await expect(nav.getByRole('link', { name: 'Explore Jobs' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Explore Communities' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Explore Jobs' })).toHaveCount(0);
  const me = await page.request.get('/api/me');
  expect(me.status()).toBe(401);
});

test('a wrong password shows the failure text and keeps the visitor logged out', async ({
  page,
}) => {
  await loginThroughForm(page, DEMO.seeker.email, 'not-the-password');
  await expect(page.getByText(/Login Failed: /).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the demo recruiter lands on the dashboard that mfe-recruiter greets them on', async ({
  page,
}) => {
  await loginThroughForm(page, DEMO.recruiter.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/recruiter-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Priya Nair');
});

/** A seeded community among the board's dropdown options (the community board, issue 12). */
const seededCommunity = (page: import('@playwright/test').Page) =>
  page
    .getByRole('combobox', { name: 'Community' })
    .getByRole('option', { name: 'Frontend Engineers Bengaluru' });

test('/community lists the seeded communities from mfe-community', async ({ page, loginAs }) => {
  await loginAs('seeker');
  await page.goto('/community');
  await expect(seededCommunity(page)).toBeAttached();
});

test('with mfe-community unreachable, /community offers Retry and /jobs keeps working', async ({
  page,
}) => {
  let communityDown = true;
  await page.route('**/mfe/community/**', (route) =>
    communityDown ? route.abort('connectionrefused') : route.continue(),
  );

  await page.goto('/community');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText(/unavailable/i).first()).toBeVisible();
  await expect(primaryNav(page)).toBeVisible();

  await primaryNav(page).getByRole('link', { name: /jobs/i }).first().click();
  await expect(page).toHaveURL(/\/jobs/);
  await expect(page.getByRole('article').first()).toBeVisible();

  // Back on /community (client-side): still down. Then the remote comes back and Retry loads it
  // without a page reload.
  await page.goBack();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  communityDown = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(seededCommunity(page)).toBeAttached();
});

test('on /jobs every shared library is loaded once, from the shell, and reused by mfe-seeker', async ({
  page,
}) => {
  await page.goto('/jobs');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The federation runtime's share scope: instance → scope → package → version → provider.
  const providers = await page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean; useIn: string[] };
    const share = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const [pkg, versions] of Object.entries(packages))
          for (const [version, info] of Object.entries(versions))
            if (info.loaded)
              (loaded[pkg] ??= []).push(
                `${version} from ${info.from} used in ${[...info.useIn].sort().join('+')}`,
              );
    return Object.fromEntries(
      Object.entries(loaded).map(([pkg, list]) => [pkg, [...new Set(list)]]),
    );
  });
  // The libraries the shell itself runs on every page.
  for (const pkg of [
    'react',
    'react-dom',
    'react-router-dom',
    'styled-components',
    'zustand',
    '@tanstack/react-query',
    '@rozgar/design-system',
  ]) {
    expect(providers[pkg], `${pkg} should be loaded exactly once`).toHaveLength(1);
    expect(providers[pkg]![0]).toMatch(/ from shell /);
  }
  // The form library is loaded only by a page with a form that uses it (/jobs' search form reads
  // its own fields): at most one copy.
  expect(
    (providers['react-hook-form'] ?? []).length,
    'react-hook-form should be loaded at most once',
  ).toBeLessThanOrEqual(1);
  // One federation runtime core: the shell's, which mfe-seeker's remoteEntry.js runs on.
  expect(
    await page.evaluate(
      () =>
        typeof (window as unknown as { _FEDERATION_RUNTIME_CORE?: { ModuleFederation?: unknown } })
          ._FEDERATION_RUNTIME_CORE?.ModuleFederation,
    ),
  ).toBe('function');
  for (const pkg of [
    'react',
    'react-router-dom',
    'styled-components',
    '@tanstack/react-query',
    '@rozgar/design-system',
  ])
    expect(providers[pkg]![0], `mfe-seeker reuses the shell's ${pkg}`).toContain('mfe_seeker');
});
