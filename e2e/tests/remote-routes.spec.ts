/**
 * Issue 10 part 2: a remote ships a new page without a shell build. A copy of mfe-community with
 * one extra page is built into a temporary folder and served from its own origin; a second BFF
 * (the same command as the journeys' server) points REMOTE_COMMUNITY_URL at it, reads the paths
 * that build published and lists them in /remotes.json; the shell built from this repository,
 * unchanged, routes and renders the new page.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import config from '../playwright.config';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const EXTRA_PATH = '/community-polls';
const EXTRA_HEADING = 'Community polls';
/** The paths the remote owns in the repository, one quoted path a line in its ROUTE_PATHS. */
const OWNED_PATHS = [
  ...readFileSync(join(repoRoot, 'mfe-community/src/routePaths.ts'), 'utf8').matchAll(
    /^\s*'(\/[^']*)',?$/gm,
  ),
].map(([, path]) => path);

/** Replaces `from` in `file`, failing loudly if the remote's source no longer has it. */
function edit(file: string, from: string | RegExp, to: string) {
  const text = readFileSync(file, 'utf8');
  const edited = text.replace(from, to);
  if (edited === text) throw new Error(`${file} no longer contains ${String(from)}`);
  writeFileSync(file, edited);
}

/**
 * mfe-community plus one page, built. The copy lives under the repository's .cache so it resolves
 * the workspace's node_modules like the real package; only its dist/ is served.
 */
function buildExtendedCommunity(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const part of ['src', 'public', 'package.json', 'tsconfig.json', 'webpack.config.cjs'])
    cpSync(join(repoRoot, 'mfe-community', part), join(dir, part), { recursive: true });
  mkdirSync(join(dir, 'src/pages/PollsPage'));
  writeFileSync(
    join(dir, 'src/pages/PollsPage/PollsPage.tsx'),
    `export function PollsPage() {\n  return <h1>${EXTRA_HEADING}</h1>;\n}\n`,
  );
  edit(join(dir, 'webpack.config.cjs'), '../design-system/', `${join(repoRoot, 'design-system')}/`);
  edit(
    join(dir, 'src/routePaths.ts'),
    'export const ROUTE_PATHS = [',
    `export const ROUTE_PATHS = [\n  '${EXTRA_PATH}',`,
  );
  edit(
    join(dir, 'src/routes.tsx'),
    'const pages: Record<RoutePath, ComponentType> = {',
    `import { PollsPage } from './pages/PollsPage/PollsPage';\n` +
      `const pages: Record<RoutePath, ComponentType> = {\n  '${EXTRA_PATH}': PollsPage,`,
  );
  const webpack = spawnSync(
    'npx',
    ['webpack', '--mode', 'production', '--config', 'webpack.config.cjs'],
    { cwd: dir, encoding: 'utf8' },
  );
  if (webpack.status !== 0)
    throw new Error(
      `the extended remote did not build (status ${webpack.status}, signal ${webpack.signal}, ${String(webpack.error ?? 'no spawn error')}):\n${webpack.stdout}\n${webpack.stderr}`,
    );
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json' };

/** A remote's own origin, as docker-compose's nginx serves it (CORS for the shell's page). */
async function serveStatic(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url!, 'http://x').pathname));
    try {
      const body = readFileSync(join(dir, path));
      res.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
        'cache-control': 'no-cache',
      });
      res.end(body);
    } catch {
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const remoteDir = join(repoRoot, '.cache', `e2e-extended-community-${process.pid}`);
let remote: { server: Server; origin: string };
let bff: ChildProcess;
let bffURL: string;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  buildExtendedCommunity(remoteDir);
  remote = await serveStatic(join(remoteDir, 'dist'));
  dataDir = mkdtempSync(join(tmpdir(), 'rozgar-e2e-remote-routes-'));
  const port = await freePort();
  bffURL = `http://127.0.0.1:${port}`;
  const server = [config.webServer].flat()[0]!;
  bff = spawn(server.command, {
    shell: true,
    detached: true,
    cwd: server.cwd,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...server.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      MAIL_INBOX_PORT: String(await freePort()),
      REMOTE_COMMUNITY_URL: `${remote.origin}/mf-manifest.json`,
    },
  });
  let errors = '';
  bff.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  await expect
    .poll(
      async () => {
        if (bff.exitCode !== null) throw new Error(`the second BFF exited:\n${errors}`);
        return fetch(`${bffURL}/remotes.json`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (bff?.pid && bff.exitCode === null) {
    const exited = new Promise((resolve) => bff.once('exit', resolve));
    process.kill(-bff.pid, 'SIGTERM');
    await exited;
  }
  remote?.server.close();
  rmSync(remoteDir, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a page added to a remote is served by the unchanged shell build', async ({ page }) => {
  const document = (await (await fetch(`${bffURL}/remotes.json`)).json()) as {
    remotes: Array<{ name: string; entry: string; routes: string[] | null }>;
  };
  expect(document.remotes.find(({ name }) => name === 'mfe_community')).toEqual({
    name: 'mfe_community',
    entry: `${remote.origin}/mf-manifest.json`,
    // The extra page first, then every page the remote already owns.
    routes: [EXTRA_PATH, ...OWNED_PATHS],
  });

  await page.goto(`${bffURL}${EXTRA_PATH}`);
  await expect(page.getByRole('heading', { level: 1, name: EXTRA_HEADING })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();

  // The remote's existing page keeps working from the same build.
  await page.goto(`${bffURL}/community`);
  await expect(page.getByRole('heading', { level: 1, name: 'Communities' })).toBeVisible();
});

test('the journeys’ portal, with the community remote as built in the repository, has no such page', async ({
  page,
}) => {
  await page.goto(EXTRA_PATH);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: EXTRA_HEADING })).toHaveCount(0);
});
