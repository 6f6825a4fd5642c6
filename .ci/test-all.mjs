#!/usr/bin/env node
// `npm test`: installs what is missing, builds what is not built, then runs every suite —
// static checks, vitest (unit, integration, component: one run over all projects) and the
// Playwright journeys in Debian's chromium — and ends with one line `N passed, N failed`.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium, ensurePackages } from './ensure.mjs';
import { buildAll } from './build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const rows = []; // { suite, passed, failed, skipped, seconds }
// Named at the very end, so the few lines a CI record keeps say which test failed and why.
const failures = []; // `suite › test name — first line of the error`
const firstLine = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((l) => l.trim())
    .find(Boolean)
    ?.slice(0, 300) ?? '';

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  return { ok: r.status === 0, seconds: (Date.now() - started) / 1000 };
}

function check(suite, cmd, args, env) {
  const { ok, seconds } = run(cmd, args, env);
  rows.push({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds });
}

/** A TCP port nothing listens on now (the budget's portal must not meet another's). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

ensurePackages();
const chromium = ensureChromium();
buildAll();

// Static checks: each counts as one test.
check('typecheck', 'npm', ['run', 'typecheck']);
check('lint', 'npm', ['run', 'lint']);
// The JavaScript a first visit downloads, per page, against issue 17's budget (e2e/budget/
// page-weight.ts): the built bundles served brotli, so the same build gives the same bytes.
// The timing budgets (web vitals) stay out: on a shared machine they measure the machine.
check('budget: js weight', 'node', ['--import', 'tsx', 'e2e/budget/page-weight.ts'], {
  BUDGET_PORT: String(await freePort()),
  CHROMIUM_PATH: chromium,
});
check(
  'storybook build',
  'npx',
  ['storybook', 'build', '-c', '.storybook', '-o', join(reports, 'storybook'), '--quiet'],
  {
    STORYBOOK_DISABLE_TELEMETRY: '1',
  },
);

// vitest: every project of the root config in one run.
{
  const out = join(reports, 'vitest.json');
  const { ok, seconds } = run('npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  const r = readJson(out);
  if (r) {
    rows.push({
      suite: 'vitest',
      passed: r.numPassedTests,
      failed: r.numFailedTests + (ok || r.numFailedTests ? 0 : 1),
      skipped: r.numPendingTests + r.numTodoTests,
      seconds,
    });
    for (const file of r.testResults ?? []) {
      const where = relative(process.cwd(), file.name ?? '');
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed')
          failures.push(`vitest › ${where} › ${t.fullName} — ${firstLine(t.failureMessages?.[0])}`);
      }
      if (
        file.status === 'failed' &&
        !(file.assertionResults ?? []).some((t) => t.status === 'failed')
      )
        failures.push(`vitest › ${where} — ${firstLine(file.message)}`);
    }
  } else rows.push({ suite: 'vitest (no report)', passed: 0, failed: 1, skipped: 0, seconds });
}

// Playwright: real browser against the real portal.
{
  const out = join(reports, 'playwright.json');
  const { ok, seconds } = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    CHROMIUM_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  const r = readJson(out);
  if (r?.stats) {
    const { expected, unexpected, flaky, skipped } = r.stats;
    rows.push({
      suite: 'playwright',
      passed: expected + flaky,
      failed: unexpected + (ok || unexpected ? 0 : 1),
      skipped,
      seconds,
    });
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
          const bad = (t.results ?? []).find(
            (x) => x.status !== 'passed' && x.status !== 'skipped',
          );
          failures.push(
            `playwright${t.status === 'flaky' ? ' (passed only on retry)' : ''} › ${[...titles, spec.title].join(' › ')} (${spec.file}:${spec.line}) — ${firstLine(bad?.error?.message)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title].filter(Boolean));
    };
    for (const s of r.suites ?? []) walk(s, []);
  } else rows.push({ suite: 'playwright (no report)', passed: 0, failed: 1, skipped: 0, seconds });
}

console.log('\nsuite               passed  failed  skipped  seconds');
for (const r of rows) {
  console.log(
    `${r.suite.padEnd(20)}${String(r.passed).padStart(6)}${String(r.failed).padStart(8)}${String(r.skipped).padStart(9)}${r.seconds.toFixed(1).padStart(9)}`,
  );
}
const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0);
const skipped = rows.reduce((n, r) => n + r.skipped, 0);
if (failures.length) console.log(`\n${failures.map((f) => `FAILED ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
