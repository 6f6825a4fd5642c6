#!/usr/bin/env node
// Proves that the development servers hot-reload React components in place (React Fast Refresh,
// ADR 010) instead of reloading the page. It starts mfe-seeker's and the shell's dev servers on
// free ports, and for each check opens a page in Debian's chromium, types into an input (component
// state), sets `window.__marker = 1`, then edits a visible text in a component's source file and
// measures the time from the save to the new text on screen. A check fails unless the page updated
// without a reload (`window.__marker` still 1, no navigation) and the typed text survived. The
// file is always put back byte for byte (finally, and on SIGINT/SIGTERM/SIGHUP), and the servers
// are stopped by their own PID.
//
//   npm run check:hot-reload
//   node .ci/check-hot-reload.mjs --seeker-port 4801 --shell-port 4800
//     (or HOT_RELOAD_SEEKER_PORT / HOT_RELOAD_SHELL_PORT; free ports are picked otherwise;
//     CHROMIUM_PATH overrides the browser)
//
// Not part of `npm test`: it needs two dev servers and a browser, and it measures times.
/* global window -- read and set in page.evaluate() callbacks, which run in the browser */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const webpackCli = join(
  dirname(require.resolve('webpack-cli/package.json')),
  require('webpack-cli/package.json').bin['webpack-cli'],
);

const SERVER_START_TIMEOUT_MS = 240_000;
const UPDATE_TIMEOUT_MS = 60_000;
const TYPED = 'hot reload keeps me';

/** The dev servers: `npm run dev -w <pkg>` on a port of their own. */
const SERVERS = {
  seeker: { pkg: 'mfe-seeker', option: 'seeker-port', env: 'HOT_RELOAD_SEEKER_PORT' },
  shell: { pkg: 'shell', option: 'shell-port', env: 'HOT_RELOAD_SHELL_PORT' },
};

const SEEKER_EDIT = {
  // A search in the URL shows the active-filter chips, also while the BFF is not running.
  path: '/jobs?q=fast-refresh',
  input: 'Skills, designations or companies',
  file: 'mfe-seeker/src/components/ActiveFilterChips/ActiveFilterChips.tsx',
  text: 'Clear all filters',
};

/**
 * The checks. `file` holds `text` exactly once as JSX text (between `>` and `<`); the page at
 * `path` on the `page` server shows it; `input` is the label of a field on that page whose typed
 * value must survive the update.
 */
const CHECKS = [
  { name: 'mfe-seeker, standalone harness', page: 'seeker', ...SEEKER_EDIT },
  {
    name: 'shell',
    page: 'shell',
    path: '/login',
    input: 'Email',
    file: 'shell/src/identity/LoginForm/LoginForm.tsx',
    text: 'Forgot Password?',
  },
  // The shell page with mfe-seeker's routes loaded from the seeker dev server. `/remotes.json`
  // (normally the BFF's, from REMOTE_SEEKER_URL) is answered here so that it names this run's
  // seeker server, whatever else is running on the machine.
  { name: 'mfe-seeker inside the shell', page: 'shell', remote: 'seeker', ...SEEKER_EDIT },
];

const { values: options } = parseArgs({
  options: Object.fromEntries(Object.values(SERVERS).map((s) => [s.option, { type: 'string' }])),
});

/** Files currently edited, with their original bytes, so every way out can put them back. */
const edited = new Map();
/** Dev servers started and not yet stopped. */
const running = new Set();

function restoreAll() {
  for (const [file, original] of edited) {
    writeFileSync(file, original);
    edited.delete(file);
  }
}

function killAll() {
  for (const server of running) {
    try {
      process.kill(server.pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
    running.delete(server);
  }
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    restoreAll();
    killAll();
    console.error(`check-hot-reload: ${signal}; files restored, dev servers stopped`);
    process.exit(130);
  });
}
process.on('exit', () => {
  restoreAll();
  killAll();
});

/** Listens on `port` (0: any) for a moment and gives back the port: a free one, or it throws. */
function freePort(port = 0) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', (error) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`port ${port} is in use`) : error),
    );
    probe.listen(port, 'localhost', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function portFor({ option, env }) {
  const given = options[option] ?? process.env[env];
  if (given === undefined) return freePort();
  const port = Number(given);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`--${option}: "${given}" is not a port`);
  }
  // A server already there would answer for the one started here.
  return freePort(port);
}

/** `npm run dev -w <pkg>` without npm and sh in between, so that the PID is the server's own. */
function startDevServer(pkg, port) {
  const child = spawn(
    process.execPath,
    [
      webpackCli,
      'serve',
      '--mode',
      'development',
      '--config',
      'webpack.config.cjs',
      '--port',
      `${port}`,
    ],
    {
      cwd: join(root, pkg),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0' },
    },
  );
  const server = { pkg, port, pid: child.pid, started: Date.now(), log: '', exitCode: undefined };
  const keep = (chunk) => {
    server.log = (server.log + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  server.exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      server.exitCode = signal ?? code;
      running.delete(server);
      resolve();
    }),
  );
  running.add(server);
  return server;
}

async function stopDevServer(server) {
  if (!running.has(server)) return;
  process.kill(server.pid, 'SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 10_000).unref());
  if ((await Promise.race([server.exited, timeout])) === 'timeout') {
    process.kill(server.pid, 'SIGKILL');
    await server.exited;
  }
}

async function waitForServer(server) {
  while (Date.now() - server.started < SERVER_START_TIMEOUT_MS) {
    if (server.exitCode !== undefined) {
      throw new Error(`${server.pkg} dev server exited (${server.exitCode}):\n${server.log}`);
    }
    try {
      // The dev middleware holds requests until the first build is done.
      if ((await fetch(`http://localhost:${server.port}/`)).ok) return Date.now() - server.started;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${server.pkg} dev server did not start in time:\n${server.log.slice(-3000)}`);
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (!found)
    throw new Error('Chromium not found: install Debian\'s "chromium" or set CHROMIUM_PATH');
  return found;
}

/** The source with `text` (JSX text) replaced by `replacement`; fails unless it is there once. */
function replaceJsxText(source, { file, text }, replacement) {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const jsxText = new RegExp(`(>\\s*)${escaped}(\\s*<)`, 'g');
  const found = source.match(jsxText)?.length ?? 0;
  if (found !== 1) throw new Error(`${file} must hold "${text}" as JSX text once (found ${found})`);
  return source.replace(jsxText, (_match, before, after) => before + replacement + after);
}

/** Runs one check in its own browser context; returns what it measured. */
async function runCheck(browser, servers, check) {
  const file = join(root, check.file);
  const original = readFileSync(file);
  const newText = `${check.text} (hot ${Date.now().toString(36)})`;
  const changed = replaceJsxText(original.toString('utf8'), check, newText);

  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (check.remote) {
      const entry = `http://localhost:${servers[check.remote].port}/mf-manifest.json`;
      // The paths the seeker publishes (routes.json beside its manifest), as the BFF lists them.
      const { routes } = await (await fetch(new URL('routes.json', entry))).json();
      await page.route('**/remotes.json', (route) =>
        route.fulfill({ json: { remotes: [{ name: 'mfe_seeker', entry, routes }] } }),
      );
    }
    const url = `http://localhost:${servers[check.page].port}${check.path}`;
    await page.goto(url);
    await page.getByText(check.text, { exact: true }).waitFor({ timeout: UPDATE_TIMEOUT_MS });
    const input = page.getByLabel(check.input, { exact: true });
    await input.fill(TYPED);
    await page.evaluate(() => {
      window.__marker = 1;
    });
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });

    edited.set(file, original);
    const saved = Date.now();
    writeFileSync(file, changed);
    const updated = await page
      .getByText(newText, { exact: true })
      .waitFor({ timeout: UPDATE_TIMEOUT_MS })
      .then(
        () => true,
        () => false,
      );
    const updateMs = updated ? Date.now() - saved : null;
    const marker = await page.evaluate(() => window.__marker);
    const typed = await input.inputValue();

    const restored = Date.now();
    restoreAll();
    await page.getByText(check.text, { exact: true }).waitFor({ timeout: UPDATE_TIMEOUT_MS });
    const restoreMs = Date.now() - restored;
    const markerAfterRestore = await page.evaluate(() => window.__marker);
    const identical = readFileSync(file).equals(original);

    const failures = [];
    if (!updated) failures.push(`the new text did not appear within ${UPDATE_TIMEOUT_MS / 1000} s`);
    if (marker !== 1 || markerAfterRestore !== 1 || navigations > 0) {
      failures.push(`the page reloaded (window.__marker=${marker}, navigations=${navigations})`);
    }
    if (typed !== TYPED) failures.push(`the typed text was lost (input holds "${typed}")`);
    if (!identical) failures.push(`${check.file} is not byte-identical after the restore`);
    return { url, updateMs, restoreMs, marker, typed, identical, failures };
  } finally {
    restoreAll();
    await context.close();
  }
}

function report(check, result) {
  if (result.error) {
    console.log(`FAIL ${check.name}: ${result.error.message}`);
    return false;
  }
  const ok = result.failures.length === 0;
  console.log(`${ok ? 'PASS' : 'FAIL'} ${check.name} (${result.url})`);
  console.log(`  edited "${check.text}" in ${check.file}`);
  if (result.updateMs !== null) {
    console.log(`  the page showed the new text ${result.updateMs} ms after the save`);
  }
  console.log(
    `  window.__marker: ${result.marker === 1 ? '1, no reload' : `${result.marker}, the page reloaded`}; ` +
      `typed text: ${result.typed === TYPED ? 'kept' : `lost ("${result.typed}")`}`,
  );
  console.log(
    `  file restored (${result.identical ? 'byte-identical' : 'NOT identical'}), ` +
      `the original text was back ${result.restoreMs} ms later`,
  );
  for (const failure of result.failures) console.log(`  ✗ ${failure}`);
  return ok;
}

async function main() {
  const servers = {};
  let browser;
  let ok = true;
  try {
    for (const [key, spec] of Object.entries(SERVERS)) {
      servers[key] = startDevServer(spec.pkg, await portFor(spec));
    }
    for (const server of Object.values(servers)) {
      const ms = await waitForServer(server);
      console.log(
        `${server.pkg} dev server on port ${server.port} (pid ${server.pid}), ready after ${(ms / 1000).toFixed(1)} s`,
      );
    }
    browser = await chromium.launch({
      executablePath: chromiumPath(),
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
    for (const check of CHECKS) {
      let result;
      try {
        result = await runCheck(browser, servers, check);
      } catch (error) {
        result = { error };
      }
      ok = report(check, result) && ok;
    }
  } catch (error) {
    console.log(`FAIL ${error.message}`);
    ok = false;
  } finally {
    restoreAll();
    await browser?.close();
    await Promise.all(Object.values(servers).map(stopDevServer));
  }
  process.exitCode = ok ? 0 : 1;
}

await main();
