import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createRemotesCatalog,
  readPublishedRoutes,
  remotesFromEnv,
  type ReadRoutes,
} from './remotes';

const SEEKER = { name: 'mfe_seeker', entry: '/mfe/seeker/mf-manifest.json' };
const COMMUNITY = { name: 'mfe_community', entry: '/mfe/community/mf-manifest.json' };

/** A clock the test moves, and a reader whose answers the test sets per remote. */
function fixture(ttlMs = 10_000) {
  let time = 1_000_000;
  const answers = new Map<string, () => Promise<string[]>>();
  const readRoutes = vi.fn<ReadRoutes>(({ name }) => answers.get(name)!());
  const log = vi.fn<(message: string) => void>();
  const catalog = createRemotesCatalog({
    remotes: { remotes: [SEEKER, COMMUNITY] },
    readRoutes,
    ttlMs,
    now: () => time,
    log,
  });
  return {
    catalog,
    readRoutes,
    log,
    answer: (name: string, answer: () => Promise<string[]>) => answers.set(name, answer),
    advance: (ms: number) => (time += ms),
  };
}

const paths =
  (...routes: string[]) =>
  () =>
    Promise.resolve(routes);
const unreachable = () => Promise.reject(new Error('connect ECONNREFUSED'));

describe('the remotes catalog behind /remotes.json', () => {
  it('folds each remote’s published paths next to its entry', async () => {
    const { catalog, answer } = fixture();
    answer('mfe_seeker', paths('/jobs', '/job-details/:jobId'));
    answer('mfe_community', paths('/community'));
    expect(await catalog.document()).toEqual({
      remotes: [
        { ...SEEKER, routes: ['/jobs', '/job-details/:jobId'] },
        { ...COMMUNITY, routes: ['/community'] },
      ],
    });
  });

  it('re-reads a remote only after the refresh interval, so a redeployed page appears without a restart', async () => {
    const { catalog, answer, advance, readRoutes } = fixture(10_000);
    answer('mfe_seeker', paths('/jobs'));
    answer('mfe_community', paths('/community'));
    await catalog.document();
    answer('mfe_community', paths('/community', '/company-reviews'));
    advance(9_000);
    expect((await catalog.document()).remotes[1]?.routes).toEqual(['/community']);
    expect(readRoutes).toHaveBeenCalledTimes(2);

    advance(1_000);
    // Stale paths answer at once while the new read runs; the next request has the new page.
    expect((await catalog.document()).remotes[1]?.routes).toEqual(['/community']);
    await vi.waitFor(async () =>
      expect((await catalog.document()).remotes[1]?.routes).toEqual([
        '/community',
        '/company-reviews',
      ]),
    );
  });

  it('keeps the last paths of a remote that went down, and says so once', async () => {
    const { catalog, answer, advance, log } = fixture(1_000);
    answer('mfe_seeker', paths('/jobs'));
    answer('mfe_community', paths('/community'));
    await catalog.document();
    answer('mfe_community', unreachable);
    for (let i = 0; i < 3; i += 1) {
      advance(1_000);
      expect((await catalog.document()).remotes[1]?.routes).toEqual(['/community']);
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toMatch(/mfe_community: cannot read .*keeping the last ones/);
  });

  it('answers null for a remote never read, without failing the other remotes, and recovers', async () => {
    const { catalog, answer, advance } = fixture(1_000);
    answer('mfe_seeker', paths('/jobs'));
    answer('mfe_community', unreachable);
    expect(await catalog.document()).toEqual({
      remotes: [
        { ...SEEKER, routes: ['/jobs'] },
        { ...COMMUNITY, routes: null },
      ],
    });
    answer('mfe_community', paths('/community'));
    advance(1_000);
    expect((await catalog.document()).remotes[1]?.routes).toEqual(['/community']);
  });

  it('reads each remote once for concurrent requests', async () => {
    const { catalog, answer, readRoutes } = fixture();
    answer('mfe_seeker', paths('/jobs'));
    answer('mfe_community', paths('/community'));
    await Promise.all([catalog.document(), catalog.document(), catalog.document()]);
    expect(readRoutes).toHaveBeenCalledTimes(2);
  });
});

describe('readPublishedRoutes', () => {
  let dir: string;
  let server: Server;
  let origin: string;
  const served = new Map<string, { status: number; body: string }>();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rozgar-routes-'));
    await mkdir(join(dir, 'seeker'));
    await writeFile(
      join(dir, 'seeker', 'routes.json'),
      JSON.stringify({ name: 'mfe_seeker', routes: ['/jobs', '/job-details/:jobId'] }),
    );
    server = createServer((req, res) => {
      const answer = served.get(req.url ?? '') ?? { status: 404, body: 'Not found' };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.close();
    await rm(dir, { recursive: true, force: true });
  });

  const dirs = () => ({
    seeker: join(dir, 'seeker'),
    recruiter: join(dir, 'recruiter-not-built'),
    community: join(dir, 'community'),
  });

  it('reads routes.json from the folder the BFF serves a same-origin remote from', async () => {
    expect(await readPublishedRoutes(dirs())(SEEKER)).toEqual(['/jobs', '/job-details/:jobId']);
  });

  it('rejects for a remote that was not built', async () => {
    await expect(
      readPublishedRoutes(dirs())({
        name: 'mfe_recruiter',
        entry: '/mfe/recruiter/mf-manifest.json',
      }),
    ).rejects.toThrow(/ENOENT/);
  });

  it('fetches routes.json beside a manifest on another origin', async () => {
    served.set('/community/routes.json', {
      status: 200,
      body: JSON.stringify({ name: 'mfe_community', routes: ['/community', '/write-review'] }),
    });
    const read = readPublishedRoutes(dirs());
    expect(
      await read({ name: 'mfe_community', entry: `${origin}/community/mf-manifest.json` }),
    ).toEqual(['/community', '/write-review']);
  });

  it.each([
    ['another remote’s file', { name: 'mfe_seeker', routes: ['/jobs'] }],
    ['a path that is not a page path', { name: 'mfe_community', routes: ['community'] }],
    ['the shell’s home page', { name: 'mfe_community', routes: ['/'] }],
    ['no list', { name: 'mfe_community' }],
  ])('refuses %s', async (_case, body) => {
    served.set('/bad/routes.json', { status: 200, body: JSON.stringify(body) });
    await expect(
      readPublishedRoutes(dirs())({
        name: 'mfe_community',
        entry: `${origin}/bad/mf-manifest.json`,
      }),
    ).rejects.toThrow();
  });

  it('reads routes.json where REMOTE_*_ROUTES_URL says when the BFF reaches the remote elsewhere', async () => {
    served.set('/internal/routes.json', {
      status: 200,
      body: JSON.stringify({ name: 'mfe_community', routes: ['/community'] }),
    });
    const [, , remote] = remotesFromEnv({
      REMOTE_COMMUNITY_URL: 'http://localhost:3003/mf-manifest.json',
      REMOTE_COMMUNITY_ROUTES_URL: `${origin}/internal/routes.json`,
    }).remotes;
    expect(remote).toEqual({
      name: 'mfe_community',
      entry: 'http://localhost:3003/mf-manifest.json',
      routesUrl: `${origin}/internal/routes.json`,
    });
    expect(await readPublishedRoutes(dirs())(remote!)).toEqual(['/community']);
    // The browser never sees where the BFF read it.
    const catalog = createRemotesCatalog({
      remotes: { remotes: [remote!] },
      readRoutes: readPublishedRoutes(dirs()),
    });
    expect((await catalog.document()).remotes).toEqual([
      {
        name: 'mfe_community',
        entry: 'http://localhost:3003/mf-manifest.json',
        routes: ['/community'],
      },
    ]);
  });

  it('rejects on an error status and on a remote that does not answer in time', async () => {
    const read = readPublishedRoutes(dirs(), { timeoutMs: 200 });
    await expect(
      read({ name: 'mfe_community', entry: `${origin}/gone/mf-manifest.json` }),
    ).rejects.toThrow(/answered 404/);
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    await expect(
      read({ name: 'mfe_community', entry: `http://127.0.0.1:${port}/mf-manifest.json` }),
    ).rejects.toThrow(/timeout|aborted/i);
    silent.closeAllConnections();
    silent.close();
  });

  it('reads only from the remotes’ own folders for same-origin entries', async () => {
    await expect(
      readPublishedRoutes(dirs())({ name: 'mfe_seeker', entry: '/elsewhere/mf-manifest.json' }),
    ).rejects.toThrow(/not a path this server serves/);
  });
});
