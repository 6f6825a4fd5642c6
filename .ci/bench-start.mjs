#!/usr/bin/env node
// Cold `npm start` side by side (ADR 016): for each commit given, a fresh clone of this
// repository with node_modules in place (copied from this checkout, then `.ci/ensure.mjs`, not
// timed), then
//   cold   `npm start` until /api/health answers 200: builds every package, starts, seeds
//   warm   `npm start` again on a new data directory: builds up to date, starts, seeds
// and the resident memory (RSS) of the BFF's processes once it answers. With --deps, also the
// size of the BFF's production dependencies (`npm install --omit=dev --workspace bff`).
// Commits alternate within each round (--runs N rounds), so that a noisy machine weighs on both.
//
//   node .ci/bench-start.mjs <before-commit> <after-commit> [--runs 2] [--deps]
//
// Node built-ins only. Clones live under $TMPDIR/rozgar-bench and are removed afterwards.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runs = Number(args.includes('--runs') ? args[args.indexOf('--runs') + 1] : 1);
const withDeps = args.includes('--deps');
const commits = args.filter((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--runs');
if (commits.length === 0) {
  console.error('usage: node .ci/bench-start.mjs <commit> [<commit>…] [--runs N] [--deps]');
  process.exit(2);
}
const HEALTH_TIMEOUT_MS = 10 * 60_000;
const benchDir = join(tmpdir(), 'rozgar-bench');
mkdirSync(benchDir, { recursive: true });

const sh = (command, cwd) => execFileSync('sh', ['-c', command], { cwd, stdio: 'pipe' });

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A clone of `commit` with this checkout's node_modules copied in and brought up to date. */
function prepareClone(commit) {
  const sha = sh(`git rev-parse --short ${commit}`, root).toString().trim();
  const dir = join(benchDir, sha);
  rmSync(dir, { recursive: true, force: true });
  sh(`git clone -q "${root}" "${dir}" && git -C "${dir}" checkout -q ${sha}`);
  sh(`tar cf - node_modules */node_modules | tar xf - -C "${dir}"`, root);
  const ensured = spawnSync('node', ['.ci/ensure.mjs'], { cwd: dir, stdio: 'pipe' });
  if (ensured.status !== 0) throw new Error(`${sha}: ensure.mjs failed\n${ensured.stderr}`);
  return { sha, dir };
}

/**
 * Every process of a process group and their descendants (the embedded database has a group of
 * its own): pid, RSS in kB, command line.
 */
function processGroup(pgid) {
  const out = spawnSync('ps', ['-eo', 'pid=,ppid=,pgid=,rss=,args=']).stdout.toString();
  const all = out
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, pid, ppid, group, rss, command] = /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(
        line,
      );
      return {
        pid: Number(pid),
        ppid: Number(ppid),
        pgid: Number(group),
        rssKb: Number(rss),
        command,
      };
    });
  const pids = new Set(all.filter((p) => p.pgid === pgid).map((p) => p.pid));
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all)
      if (!pids.has(p.pid) && pids.has(p.ppid)) {
        pids.add(p.pid);
        grew = true;
      }
  }
  return all.filter((p) => pids.has(p.pid));
}

/** `npm start` in `dir` on a fresh data directory, timed until /api/health answers 200. */
async function timedStart(dir) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rozgar-bench-data-'));
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, MAIL_INBOX_PORT: '0' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let seconds;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited:\n${output.slice(-3000)}`);
      if (performance.now() - started > HEALTH_TIMEOUT_MS) throw new Error('no health in time');
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    seconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000)); // let start-up garbage settle
    // npm and sh wrappers aside: the node processes (under tsx, its CLI wraps the real server).
    const nodes = processGroup(child.pid).filter((p) =>
      /(^|\/)node$/.test(p.command.split(' ')[0]),
    );
    const server = nodes
      .filter((p) => /server\.(ts|js)\b/.test(p.command) && !/tsx\/dist\/cli/.test(p.command))
      .sort((a, b) => b.rssKb - a.rssKb)[0];
    const database = nodes.find((p) => /embedded-db|cli\.ts/.test(p.command));
    const builds = [...output.matchAll(/^build: (\S+) built in ([\d.]+) s$/gm)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    return {
      seconds,
      serverMb: (server?.rssKb ?? 0) / 1024,
      databaseMb: (database?.rssKb ?? 0) / 1024,
      allNodeMb: nodes.reduce((sum, p) => sum + p.rssKb, 0) / 1024,
      processes: nodes.length,
      builds,
    };
  } finally {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 15_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Installed packages under a node_modules folder, nested ones included (workspace links not). */
function countPackages(nodeModules) {
  let count = 0;
  const visit = (folder) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const path = join(folder, entry.name);
      if (entry.name.startsWith('@')) visit(path);
      else if (existsSync(join(path, 'package.json'))) {
        count += 1;
        visit(join(path, 'node_modules'));
      }
    }
  };
  visit(nodeModules);
  return count;
}

/** Size (MB) of the BFF's production dependencies as `commit` declares them. */
function productionDependencies(dir) {
  const scratch = mkdtempSync(join(tmpdir(), 'rozgar-bench-deps-'));
  try {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const file of ['package.json', 'package-lock.json'])
      cpSync(join(dir, file), join(scratch, file));
    for (const workspace of manifest.workspaces) {
      mkdirSync(join(scratch, workspace), { recursive: true });
      cpSync(join(dir, workspace, 'package.json'), join(scratch, workspace, 'package.json'));
    }
    sh('npm install --omit=dev --workspace bff --no-audit --no-fund', scratch);
    const kb = Number(
      sh("du -sk node_modules bff/node_modules 2>/dev/null | awk '{s+=$1} END {print s}'", scratch),
    );
    return { mb: kb / 1024, packages: countPackages(join(scratch, 'node_modules')) };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const clones = commits.map((commit) => {
  console.log(`preparing a clone of ${commit} …`);
  return prepareClone(commit);
});
const results = new Map(clones.map(({ sha }) => [sha, { cold: [], warm: [] }]));
for (let round = 0; round < runs; round++) {
  for (const { sha, dir } of clones) {
    // Cold: as a fresh clone is, with nothing built.
    sh(
      'rm -rf shell/dist mfe-seeker/dist mfe-recruiter/dist mfe-community/dist bff/build ' +
        'node_modules/.cache node_modules/.vite */node_modules/.cache */node_modules/.vite',
      dir,
    );
    const cold = await timedStart(dir);
    console.log(`${sha} cold: ${cold.seconds.toFixed(1)} s (${cold.builds.join(', ')})`);
    const warm = await timedStart(dir);
    console.log(`${sha} warm: ${warm.seconds.toFixed(1)} s`);
    results.get(sha).cold.push(cold);
    results.get(sha).warm.push(warm);
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle)
    ? (sorted[middle - 1] + sorted[middle]) / 2
    : sorted[Math.floor(middle)];
};
const rows = [];
for (const { sha, dir } of clones) {
  const { cold, warm } = results.get(sha);
  const all = [...cold, ...warm];
  const deps = withDeps ? productionDependencies(dir) : undefined;
  rows.push({
    commit: sha,
    'cold npm start → health (s)': median(cold.map((r) => r.seconds)).toFixed(1),
    'warm npm start → health (s)': median(warm.map((r) => r.seconds)).toFixed(1),
    'cold, after the builds (s)': median(
      cold.map((r) => r.seconds - r.builds.reduce((sum, b) => sum + Number(b.split(' ')[1]), 0)),
    ).toFixed(1),
    'bff build (s)': median(
      cold.map((r) => Number(/bff ([\d.]+)/.exec(r.builds.join(' '))?.[1] ?? NaN)),
    ).toFixed(1),
    'BFF RSS (MB)': median(all.map((r) => r.serverMb)).toFixed(0),
    'database RSS (MB)': median(all.map((r) => r.databaseMb)).toFixed(0),
    'node processes RSS (MB)': `${median(all.map((r) => r.allNodeMb)).toFixed(0)} (${all[0].processes})`,
    ...(deps && { 'production deps (MB, packages)': `${deps.mb.toFixed(0)} (${deps.packages})` }),
  });
}
console.table(rows);
writeFileSync(
  join(benchDir, 'results.json'),
  JSON.stringify({ runs, rows, results: Object.fromEntries(results) }, null, 2),
);
for (const { dir } of clones) rmSync(dir, { recursive: true, force: true });
