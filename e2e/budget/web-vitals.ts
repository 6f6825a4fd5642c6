/**
 * Web-vitals budget: `npm run budget` (after page-weight), or alone from the repo root with
 * `node --import tsx e2e/budget/web-vitals.ts [--runs 3] [--profile mobile|desktop] [--portal DIR]`.
 *
 * Starts the built portal (as `npm start` serves it) on a fresh seeded database and opens each
 * page of the route table in Debian's chromium, in two profiles: "mobile" (Lighthouse's mobile
 * emulation through CDP: 412×823 at DPR 1.75, 150 ms RTT, 1.6 Mbps down, 750 Kbps up, CPU 4×
 * slower) and "desktop" (1350×940, unthrottled). Every run is a cold cache (a new browser
 * context). Per page it prints the medians of the runs of:
 *   - LCP: the last `largest-contentful-paint` entry (PerformanceObserver, buffered);
 *   - CLS: the largest session window of `layout-shift` entries without recent input, as the
 *     web-vitals library counts it;
 *   - content: when the page's main content (its first job card, dashboard panel or the h1 of
 *     real data: `content` below) is first in the DOM with a size, from the navigation's start.
 * against issue 17's targets (docs/product/README: mobile first): mobile CLS ≤ 0.05, LCP ≤ 2.5 s,
 * content ≤ 3 s; desktop first job card (/jobs) ≤ 0.8 s. Exit code 1 when a page misses one. It prints the load
 * average beside the figures: on a busy machine the times grow.
 *
 * `--shifts` also lists every layout shift counted (when, how much, which elements moved).
 * `--waterfall` also lists every request of each run (start → end in seconds from the navigation,
 * size received, what asked for it): where the time of a page goes.
 * `--ab NAME=VALUE` starts a second portal with that environment variable and measures each page
 * on both in turn (rows "A" and "B"): before/after figures in one run on the same busy machine,
 * e.g. `--ab SHELL_STARTUP_PRELOAD=off` (docs/decisions/025-first-data-in-parallel.md).
 *
 * `--portal DIR` serves another copy of the built portal (DIR/bff/build, DIR/shell/dist,
 * DIR/mfe-*\/dist, node_modules linked): how before/after figures are compared side by side.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const port = Number(process.env.BUDGET_PORT ?? 3390);

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const RUNS = Math.max(1, Number(option('runs') ?? 1));
const PORTAL = resolve(option('portal') ?? repoRoot);
/** `--pages /jobs,/community`: only those rows of the route table. */
const ONLY = option('pages')?.split(',');
const SHOW_SHIFTS = process.argv.includes('--shifts');
const SHOW_WATERFALL = process.argv.includes('--waterfall');
/** `--ab NAME=VALUE`: the environment variable of the second portal ("B"). */
const AB = option('ab')?.split(/=(.*)/s, 2) as [string, string] | undefined;
/** `--portal-b DIR`: the built portal in DIR is "B". */
const PORTAL_B = option('portal-b') && resolve(option('portal-b')!);
const PROFILES = (option('profile') ?? 'mobile,desktop').split(',') as ProfileName[];

type ProfileName = 'mobile' | 'desktop';
type Who = 'seeker' | 'recruiter';

interface PageSpec {
  /** The path opened; `:jobId` becomes a seeded job's id. */
  path: string;
  /** The page's main content: the first element matching this with a size counts. */
  content: string;
  who?: Who;
  /** The content is a job card: the desktop target (first job card ≤ 0.8 s) applies. */
  jobCard?: boolean;
}

const PAGES: PageSpec[] = [
  { path: '/', content: 'main h1' },
  { path: '/jobs', content: 'main article', jobCard: true },
  { path: '/job-details/:jobId', content: 'main h1#job-details-title' },
  { path: '/companies', content: 'main article' },
  { path: '/community', content: 'main article' },
  {
    path: '/jobseeker-home',
    content: 'main section[aria-labelledby="available-jobs-heading"] li',
    who: 'seeker',
  },
  { path: '/job-seeker-dashboard', content: 'main h1#profile-heading', who: 'seeker' },
  { path: '/recruiter-dashboard', content: 'main h1', who: 'recruiter' },
];

const EMAILS: Record<Who, string> = {
  seeker: 'seeker@example.com',
  recruiter: 'recruiter@example.com',
};

/** Issue 17's targets; `null`: not a target in that profile (the figure is printed all the same). */
const TARGETS: Record<
  ProfileName,
  { cls: number | null; lcpMs: number | null; contentMs: number | null; jobCardMs: number | null }
> = {
  mobile: { cls: 0.05, lcpMs: 2500, contentMs: 3000, jobCardMs: 3000 },
  desktop: { cls: null, lcpMs: null, contentMs: null, jobCardMs: 800 },
};

/** Lighthouse's mobile throttling ("Slow 4G"): its 1.6 Mbps is 1638.4 Kbps. */
const MOBILE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const MOBILE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

interface Sample {
  lcpMs: number | null;
  cls: number;
  contentMs: number | null;
  /** The LCP element (tag#id, text or image URL): `--waterfall` prints it. */
  lcpWhat: string | null;
  /** Each layout shift counted: when, how much, and what moved (`--shifts` prints them). */
  shifts: Array<{ t: number; v: number; what: string }>;
  /** Each request (`--waterfall` prints them). */
  requests: WaterfallEntry[];
}

interface WaterfallEntry {
  url: string;
  /** Seconds since the navigation's first request. */
  start: number;
  end: number | null;
  bytes: number;
  initiator: string;
}

/** Records every request of the page from CDP's Network events (times relative to the first). */
function recordWaterfall(client: CDPSession): () => WaterfallEntry[] {
  const entries = new Map<string, WaterfallEntry>();
  let origin: number | null = null;
  const since = (timestamp: number) => timestamp - (origin ??= timestamp);
  client.on('Network.requestWillBeSent', ({ requestId, request, timestamp, initiator }) => {
    const how = initiator.type === 'parser' ? 'html' : initiator.type;
    entries.set(requestId, {
      url: request.url.replace(/^https?:\/\/[^/]+/, ''),
      start: since(timestamp),
      end: null,
      bytes: 0,
      initiator: request.headers.Purpose === 'prefetch' ? 'prefetch' : how,
    });
  });
  client.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const entry = entries.get(requestId);
    if (entry) Object.assign(entry, { end: since(timestamp), bytes: encodedDataLength });
  });
  return () => [...entries.values()].sort((a, b) => a.start - b.start);
}

declare global {
  interface Window {
    __vitals?: {
      lcp: number | null;
      lcpWhat: string | null;
      shifts: Array<{ t: number; v: number; what: string }>;
      content: number | null;
    };
  }
}

/**
 * Runs in the page before any of its scripts: the observers and the content watch. A string, not
 * a function: tsx would wrap a function's inner functions in helpers the page does not have.
 */
const OBSERVE = `(() => {
  const contentSelector = __SELECTOR__;
  const vitals = { lcp: null, lcpWhat: null, shifts: [], content: null };
  window.__vitals = vitals;
  const describe = (node) =>
    !node ? '?' : node.nodeName.toLowerCase() + (node.id ? '#' + node.id : '') +
      (node.className && typeof node.className === 'string' ? '.' + node.className.trim().split(/\\s+/).join('.') : '');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      vitals.lcpWhat = describe(entry.element) + ' "' +
        (entry.url || ((entry.element && entry.element.textContent) || '').trim().slice(0, 50)) + '"';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (!entry.hadRecentInput)
        vitals.shifts.push({
          t: entry.startTime,
          v: entry.value,
          what: (entry.sources || [])
            .map(({ node }) =>
              !node ? '?' : node.nodeType === 1
                ? node.nodeName.toLowerCase() + (node.id ? '#' + node.id : '') +
                  ' "' + (node.textContent || '').trim().slice(0, 40) + '"'
                : '#text "' + (node.textContent || '').trim().slice(0, 40) + '"',
            )
            .join(', '),
        });
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    if (vitals.content !== null) return true;
    const element = document.querySelector(contentSelector);
    if (!element || !element.textContent.trim()) return false;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    vitals.content = performance.now();
    return true;
  };
  const mutations = new MutationObserver(() => {
    if (check()) mutations.disconnect();
  });
  mutations.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** The web-vitals library's CLS: the largest sum of shifts < 1 s apart within a 5 s window. */
function sessionWindowCls(shifts: Array<{ t: number; v: number }>): number {
  let largest = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const { t, v } of shifts) {
    if (current > 0 && t - last < 1000 && t - first < 5000) current += v;
    else {
      current = v;
      first = t;
    }
    last = t;
    largest = Math.max(largest, current);
  }
  return largest;
}

async function throttle(client: CDPSession, profile: ProfileName) {
  await client.send('Network.enable');
  if (profile !== 'mobile') return;
  await client.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function measure(
  browser: Browser,
  baseURL: string,
  spec: PageSpec,
  path: string,
  profile: ProfileName,
) {
  // bypassCSP: Playwright's waitForFunction evaluates a string, which the portal's CSP forbids.
  const context = await browser.newContext(
    profile === 'mobile'
      ? {
          bypassCSP: true,
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          userAgent: MOBILE_USER_AGENT,
        }
      : { bypassCSP: true, viewport: { width: 1350, height: 940 } },
  );
  try {
    if (spec.who) {
      const login = await context.request.post(`${baseURL}/api/login`, {
        data: { email: EMAILS[spec.who], password: 'Demo@12345' },
        headers: { Origin: baseURL },
      });
      if (!login.ok()) throw new Error(`demo ${spec.who} login failed: ${login.status()}`);
    }
    const page = await context.newPage();
    await page.addInitScript(OBSERVE.replace('__SELECTOR__', JSON.stringify(spec.content)));
    const client = await context.newCDPSession(page);
    await throttle(client, profile);
    const waterfall = recordWaterfall(client);
    await page.goto(`${baseURL}${path}`, { waitUntil: 'commit', timeout: 60_000 });
    await page
      .waitForFunction('window.__vitals && window.__vitals.content !== null', undefined, {
        timeout: 60_000,
        polling: 100,
      })
      .catch(async (error: unknown) => {
        const seen = await page.evaluate('JSON.stringify(window.__vitals)').catch(String);
        const main = await page
          .evaluate("document.querySelector('main')?.innerText.slice(0, 200)")
          .catch(String);
        throw new Error(`${profile} ${path}: no ${spec.content} (${seen}; main: ${main})`, {
          cause: error,
        });
      });
    // Late shifts and the final LCP candidate: wait until the network is quiet, then a moment.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    const vitals = await page.evaluate(() => window.__vitals!);
    return {
      lcpMs: vitals.lcp,
      lcpWhat: vitals.lcpWhat,
      cls: sessionWindowCls(vitals.shifts),
      contentMs: vitals.content,
      shifts: vitals.shifts,
      requests: waterfall(),
    } satisfies Sample;
  } finally {
    await context.close();
  }
}

function median(values: Array<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2;
}

async function waitForServer(url: string, deadline: number, exited: () => boolean): Promise<void> {
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the portal stopped before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  throw new Error(`the portal did not answer ${url} in time`);
}

/** A seeded job's id, once seeding (which starts after the server listens) has put one in. */
async function seededJobId(baseURL: string, deadline: number): Promise<string> {
  while (Date.now() < deadline) {
    const response = await fetch(`${baseURL}/api/jobs?limit=1`);
    if (response.ok) {
      const { jobs } = (await response.json()) as { jobs: Array<{ id: string }> };
      if (jobs[0]) return jobs[0].id;
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
  }
  throw new Error('the seeded portal has no job to open');
}

const seconds = (ms: number | null) => (ms === null ? '–' : `${(ms / 1000).toFixed(2)} s`);

/** A figure with ✗ when it misses its target, ✓ when it meets one, nothing when it has none. */
function cell(text: string, over: boolean, width: number, target = true) {
  return `${text}${over ? ' ✗' : target ? ' ✓' : '  '}`.padStart(width);
}

interface Portal {
  /** "" alone; "A" / "B" with `--ab`. */
  label: string;
  baseURL: string;
  jobId: string;
  stop: () => Promise<void>;
}

/** The built portal on `portNumber`, on a fresh seeded database, with `env` added. */
async function startPortal(
  label: string,
  portNumber: number,
  env: Record<string, string>,
  dir = PORTAL,
): Promise<Portal> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rozgar-vitals-'));
  const server = spawn('node', ['build/node/server.js'], {
    cwd: join(dir, 'bff'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(portNumber),
      DATA_DIR: dataDir,
      SESSION_SECRET: 'budget-session-secret-not-for-production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null)
      await new Promise((resolveExit) => server.once('exit', resolveExit));
    await rm(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${portNumber}`;
  try {
    await waitForServer(
      `${baseURL}/remotes.json`,
      Date.now() + 120_000,
      () => server.exitCode !== null,
    );
    return { label, baseURL, jobId: await seededJobId(baseURL, Date.now() + 120_000), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function printWaterfall(title: string, requests: WaterfallEntry[]) {
  console.log(`\n${title}`);
  for (const { url, start, end, bytes, initiator } of requests)
    console.log(
      `  ${start.toFixed(2).padStart(6)} → ${end === null ? '   …  ' : end.toFixed(2).padStart(6)}  ${(bytes / 1024).toFixed(1).padStart(6)} KiB  ${initiator.padEnd(9)} ${url.length > 90 ? `${url.slice(0, 87)}…` : url}`,
    );
}

async function main() {
  const started = Date.now();
  const portals: Portal[] = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  let misses = 0;
  try {
    portals.push(await startPortal(AB || PORTAL_B ? 'A' : '', port, {}));
    if (AB) portals.push(await startPortal('B', port + 1, { [AB[0]]: AB[1] ?? '' }));
    else if (PORTAL_B) portals.push(await startPortal('B', port + 1, {}, PORTAL_B));
    const loadBefore = loadavg();
    const rows: string[] = [];
    for (const profile of PROFILES) {
      const target = TARGETS[profile];
      for (const spec of PAGES.filter(({ path }) => !ONLY || ONLY.includes(path))) {
        const samples = new Map<Portal, Sample[]>(portals.map((portal) => [portal, []]));
        // With --ab, A and B take turns: both see the same moments of a busy machine.
        for (let run = 0; run < RUNS; run += 1)
          for (const portal of portals) {
            const path = spec.path.replace(':jobId', portal.jobId);
            samples.get(portal)!.push(await measure(browser, portal.baseURL, spec, path, profile));
          }
        for (const portal of portals) {
          const runs = samples.get(portal)!;
          const name = `${profile} ${spec.path}${portal.label ? ` ${portal.label}` : ''}`;
          if (SHOW_SHIFTS)
            for (const [run, { shifts }] of runs.entries())
              for (const { t, v, what } of shifts)
                console.log(`${name} run ${run + 1}: ${seconds(t)} ${v.toFixed(3)} ${what}`);
          if (SHOW_WATERFALL)
            for (const [run, { requests, lcpMs, lcpWhat, contentMs }] of runs.entries())
              printWaterfall(
                `${name} run ${run + 1} (LCP ${seconds(lcpMs)} ${lcpWhat ?? '–'}, content ${seconds(contentMs)}):`,
                requests,
              );
          const lcp = median(runs.map((s) => s.lcpMs));
          const cls = median(runs.map((s) => s.cls))!;
          const content = median(runs.map((s) => s.contentMs));
          const lcpOver = target.lcpMs !== null && (lcp === null || lcp > target.lcpMs);
          const clsOver = target.cls !== null && cls > target.cls;
          const contentTarget = spec.jobCard ? target.jobCardMs : target.contentMs;
          const contentOver =
            content === null || (contentTarget !== null && content > contentTarget);
          if (lcpOver || clsOver || contentOver) misses += 1;
          const page = `${spec.path}${portal.label ? ` ${portal.label}` : ''}`;
          rows.push(
            `| ${profile.padEnd(7)} | ${page.padEnd(22)} | ${cell(seconds(lcp), lcpOver, 9, target.lcpMs !== null)} | ${cell(cls.toFixed(3), clsOver, 7, target.cls !== null)} | ${cell(seconds(content), contentOver, 9, contentTarget !== null)} | ${lcpOver || clsOver || contentOver ? '✗' : '✓'} |`,
          );
        }
      }
    }
    const loadAfter = loadavg();
    console.log(
      `\nWeb vitals, medians of ${RUNS} run${RUNS > 1 ? 's' : ''} (load average ${loadBefore[0]!.toFixed(1)} → ${loadAfter[0]!.toFixed(1)}, 5 min ${loadAfter[1]!.toFixed(1)}; ${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
    if (AB) console.log(`A: as built; B: with ${AB[0]}=${AB[1] ?? ''}`);
    if (PORTAL_B) console.log(`A: ${PORTAL}; B: ${PORTAL_B}`);
    console.log(
      'Targets: mobile LCP ≤ 2.5 s, CLS ≤ 0.05, content ≤ 3 s; desktop first job card (/jobs) ≤ 0.8 s (✓ met, ✗ missed)\n',
    );
    console.log('| profile | page                   |       LCP |     CLS |   content |   |');
    console.log('|---------|------------------------|-----------|---------|-----------|---|');
    for (const row of rows) console.log(row);
    console.log(
      misses > 0
        ? `\n✗ ${misses} row${misses > 1 ? 's miss' : ' misses'} a web-vitals target`
        : '\n✓ every web-vitals target met',
    );
  } finally {
    await browser.close();
    for (const portal of portals) await portal.stop();
  }
  process.exitCode = misses > 0 ? 1 : 0;
}

await main();
