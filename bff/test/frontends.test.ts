import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness';

let app: TestApp;
let dist: string;
const SHELL_INDEX =
  '<!doctype html><title>Rozgar</title><div id="root"></div><script src="/assets/main.3f9a1c2b.js"></script>';

async function write(path: string, content: string) {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, content);
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'rozgar-dist-'));
  await write(join(dist, 'shell/index.html'), SHELL_INDEX);
  await write(
    join(dist, 'shell/assets/main.3f9a1c2b.js'),
    `console.log(${JSON.stringify('shell '.repeat(500))});`,
  );
  await write(join(dist, 'shell/favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await write(
    join(dist, 'seeker/mf-manifest.json'),
    JSON.stringify({ id: 'mfe_seeker', name: 'mfe_seeker' }),
  );
  await write(join(dist, 'seeker/remoteEntry.js'), 'var mfe_seeker;');
  await write(join(dist, 'seeker/412.8c0d4e7f19.js'), 'export {};');
  await write(join(dist, 'community/mf-manifest.json'), JSON.stringify({ id: 'mfe_community' }));
  await write(
    join(dist, 'community/routes.json'),
    JSON.stringify({ name: 'mfe_community', routes: ['/community', '/write-review'] }),
  );
  app = await startTestApp({
    frontendDirs: {
      shell: join(dist, 'shell'),
      seeker: join(dist, 'seeker'),
      recruiter: join(dist, 'recruiter-never-built'),
      community: join(dist, 'community'),
    },
    env: {
      REMOTE_SEEKER_URL: 'https://seeker.cdn.example/mfe/seeker/mf-manifest.json',
    },
  });
});

afterAll(async () => {
  await app?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the shell at /', () => {
  it('serves index.html at / with no-cache and a CSP that allows the remote origins', async () => {
    const response = await fetch(`${app.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SHELL_INDEX);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/seeker\.cdn\.example/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/seeker\.cdn\.example/);
    expect(csp).toMatch(/default-src 'self'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('serves hashed assets as immutable, compressed when the client accepts it', async () => {
    const response = await fetch(`${app.baseUrl}/assets/main.3f9a1c2b.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('shell shell');
  });

  it('serves unhashed files with revalidation', async () => {
    const response = await fetch(`${app.baseUrl}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/jobs', '/job-details/42', '/recruiter-dashboard', '/community?tab=posts'])(
    'falls back to index.html for %s',
    async (path) => {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toBe(SHELL_INDEX);
    },
  );
});

describe('the remotes under /mfe/', () => {
  it('serves a remote’s manifest and entry with no-cache and its hashed chunks as immutable', async () => {
    const manifest = await fetch(`${app.baseUrl}/mfe/seeker/mf-manifest.json`);
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toEqual({ id: 'mfe_seeker', name: 'mfe_seeker' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const entry = await fetch(`${app.baseUrl}/mfe/seeker/remoteEntry.js`);
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    expect(entry.headers.get('content-type')).toMatch(/javascript/);
    const chunk = await fetch(`${app.baseUrl}/mfe/seeker/412.8c0d4e7f19.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 (never the shell) for a missing remote file or a remote that was not built', async () => {
    for (const path of [
      '/mfe/seeker/missing.js',
      '/mfe/recruiter/mf-manifest.json',
      '/mfe/unknown/remoteEntry.js',
    ]) {
      const response = await fetch(`${app.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    }
  });

  it('still serves the other remotes', async () => {
    expect((await fetch(`${app.baseUrl}/mfe/community/mf-manifest.json`)).status).toBe(200);
  });
});

describe('GET /remotes.json', () => {
  it('lists each remote from its REMOTE_*_URL (defaulting to the same-origin manifest) with the paths it published', async () => {
    const response = await fetch(`${app.baseUrl}/remotes.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      remotes: [
        // Unreachable from here and never built: their paths are unknown, so not routed.
        {
          name: 'mfe_seeker',
          entry: 'https://seeker.cdn.example/mfe/seeker/mf-manifest.json',
          routes: null,
        },
        { name: 'mfe_recruiter', entry: '/mfe/recruiter/mf-manifest.json', routes: null },
        {
          name: 'mfe_community',
          entry: '/mfe/community/mf-manifest.json',
          routes: ['/community', '/write-review'],
        },
      ],
    });
  });
});

describe('the API next to the frontends', () => {
  it('answers unknown API paths with JSON, not the shell', async () => {
    const response = await fetch(`${app.baseUrl}/api/unknown`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
