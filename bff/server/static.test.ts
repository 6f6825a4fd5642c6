import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFrontends } from './static';

// The portal's static files as serveFrontends answers them: cache headers of a remote's entry,
// and the shell's start-up preloads in index.html (docs/decisions/025-first-data-in-parallel.md).

const ENTRY = 'var mfe_seeker = {};'.repeat(100);
const ENTRY_VERSION = createHash('sha256').update(ENTRY).digest('hex').slice(0, 16);
const INDEX =
  '<!doctype html><html><head><title>R</title><script defer="defer" src="/main.js?abc"></script></head><body></body></html>';

let root: string;
const servers: Array<{ base: string; close: () => Promise<void> }> = [];

async function start(options: Parameters<typeof serveFrontends>[2]) {
  const app = express();
  serveFrontends(
    app,
    {
      shell: join(root, 'shell'),
      seeker: join(root, 'seeker'),
      recruiter: join(root, 'recruiter'),
      community: join(root, 'community'),
    },
    options,
  );
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const started = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  servers.push(started);
  return started.base;
}

let base: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'rozgar-static-'));
  for (const dir of ['shell', 'seeker', 'recruiter', 'community'])
    await mkdir(join(root, dir), { recursive: true });
  await writeFile(join(root, 'shell', 'index.html'), INDEX);
  await writeFile(
    join(root, 'shell', 'page-assets.json'),
    JSON.stringify({ startup: { shared: ['react'], js: ['105.a1b2c3d4.js', '355.e5f6a7b8.js'] } }),
  );
  await writeFile(join(root, 'seeker', 'remoteEntry.js'), ENTRY);
  await writeFile(join(root, 'seeker', 'remoteEntry.js.br'), brotliCompressSync(ENTRY));
  base = await start({ scriptHints: false });
});

afterAll(async () => {
  for (const { close } of servers) await close();
  await rm(root, { recursive: true, force: true });
});

const cacheControl = async (path: string, acceptEncoding = 'gzip') =>
  (await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } })).headers.get(
    'cache-control',
  );

describe("a remote's remoteEntry.js", () => {
  it('under its current version (?v=, as its manifest names it) is immutable, brotli or not', async () => {
    expect(await cacheControl(`/mfe/seeker/remoteEntry.js?v=${ENTRY_VERSION}`)).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await cacheControl(`/mfe/seeker/remoteEntry.js?v=${ENTRY_VERSION}`, 'br')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('without a version, or under another one (an older manifest), is revalidated', async () => {
    expect(await cacheControl('/mfe/seeker/remoteEntry.js')).toBe('no-cache');
    expect(await cacheControl('/mfe/seeker/remoteEntry.js?v=0123456789abcdef', 'br')).toBe(
      'no-cache',
    );
  });
});

describe("index.html's start-up preloads", () => {
  const headOf = async (url: string) => {
    const html = await (await fetch(url)).text();
    return html.slice(0, html.indexOf('<title>'));
  };

  it("preloads main.js, then the shell's start-up chunks, on any page (after its data)", async () => {
    expect(await headOf(`${base}/jobs`)).toContain(
      '<link rel="preload" href="/api/jobs/filters" as="fetch" crossorigin>' +
        '<link rel="preload" href="/main.js?abc" as="script">',
    );
    for (const path of ['/jobs?q=react', '/no-such-page'])
      expect(await headOf(`${base}${path}`)).toBe(
        '<!doctype html><html><head>' +
          '<link rel="preload" href="/main.js?abc" as="script">' +
          '<link rel="preload" href="/105.a1b2c3d4.js" as="script">' +
          '<link rel="preload" href="/355.e5f6a7b8.js" as="script">',
      );
  });

  it('none with startupPreloads off (SHELL_STARTUP_PRELOAD=off)', async () => {
    const off = await start({ scriptHints: false, startupPreloads: false });
    expect(await headOf(`${off}/no-such-page`)).toBe('<!doctype html><html><head>');
  });
});
