import { expect, test } from '../fixtures';

// The BFF's index.html hints (docs/decisions/025-first-data-in-parallel.md, "Later: the shell's
// start-up"): what it preloads is what the shell loads at start, each file fetched once, and the
// remote's entry is asked for under its versioned URL.

test("/jobs: index.html preloads the shell's start-up scripts, each fetched once, and the seeker remote's versioned entry", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    requested.push(`${url.pathname}${url.search}`);
  });
  const response = await page.goto('/jobs');
  const html = await response!.text();
  await expect(page.getByRole('article').first()).toBeVisible();

  const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="script">/g)].map(
    ([, href]) => href!.replace(/&amp;/g, '&'),
  );
  expect(preloaded[0], 'main.js is preloaded first').toMatch(/^\/main\.js\?/);
  // main.js, ./bootstrap's chunks and the shell's copies of react, react-dom, the router …
  expect(preloaded.length).toBeGreaterThanOrEqual(8);
  for (const href of preloaded)
    expect(
      requested.filter((url) => url === href),
      `${href}: preloaded and used, fetched once`,
    ).toHaveLength(1);
  // Every script of the shell's start-up was preloaded: only the shared library /jobs needs beyond
  // the start-up (prefetched with the remote's scripts) comes from the shell's folder otherwise.
  const prefetched = [...html.matchAll(/<link rel="prefetch" href="([^"]+)" as="script">/g)].map(
    ([, href]) => href!,
  );
  const shellScripts = requested.filter((url) => !url.startsWith('/mfe/'));
  expect(
    shellScripts.filter((url) => !preloaded.includes(url) && !prefetched.includes(url)),
  ).toEqual([]);

  const entry = prefetched.find((href) => href.startsWith('/mfe/seeker/remoteEntry.js'));
  expect(entry, "the remote's entry under its version").toMatch(/\?v=[0-9a-f]{16}$/);
  const entryResponse = await page.request.get(entry!);
  expect(entryResponse.headers()['cache-control']).toContain('immutable');
});
