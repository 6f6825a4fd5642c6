/**
 * What the database benchmarks share (`bench-db.ts` here, `bff/bench/jobs-api.ts`): deterministic
 * data, timing blocks with each side's main-thread CPU, and the printed table.
 */
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same data. */
export function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The nearest-rank percentile of the samples. */
export function percentile(samples: number[], rank: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((rank / 100) * sorted.length) - 1)] ?? NaN;
}

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * Milliseconds a process's main thread has spent on a CPU (Linux `/proc/<pid>/schedstat`, in
 * nanoseconds), or undefined without a pid or where there is no such file. The main thread is
 * where a node process runs its JavaScript, so this is mongoose + driver work in the client and
 * command work in the server, without the waiting in between.
 */
export async function mainThreadCpuMs(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const [onCpuNs] = (await readFile(`/proc/${pid}/schedstat`, 'utf8')).split(' ');
    const milliseconds = Number(onCpuNs) / 1e6;
    return Number.isFinite(milliseconds) ? milliseconds : undefined;
  } catch {
    return undefined;
  }
}

/** CPU per call of one process's main thread between two readings, formatted; "?" if unknown. */
function cpuPerCall(
  before: number | undefined,
  after: number | undefined,
  calls: number,
  digits: number,
): string {
  return before === undefined || after === undefined
    ? '?'
    : `${((after - before) / calls).toFixed(digits)} ms`;
}

export interface Block {
  /** Median latency of the timed calls, ms. */
  median: number;
  /** 95th percentile latency of the timed calls (nearest rank), ms. */
  p95: number;
  /** "client <ms> / server <ms>": main-thread CPU per timed call of this process and the server. */
  cpu: string;
}

export interface BlockOptions {
  /** Timed calls. */
  runs: number;
  /** Untimed calls first: at least this many (default 0)… */
  warmUpCalls?: number;
  /** …and for at least this long (default 0). */
  warmUpMs?: number;
  /** The server process, for its CPU column ("?" without it). */
  serverPid?: number;
  /** Decimals of the CPU figures (default 3). */
  cpuDigits?: number;
}

/**
 * Calls `run` untimed for the warm-up (so the JIT has compiled the hot paths and V8's young
 * generation has grown to the allocation rate, as in a server that has been up for a while), then
 * `runs` times timed, reading this process's and the server's main-thread CPU around the timed
 * calls. One kind of call per block: interleaving kinds would time each with the others' code
 * and data in the CPU caches.
 */
export async function measureBlock(
  run: (call: number) => Promise<unknown>,
  options: BlockOptions,
): Promise<Block> {
  const { runs, warmUpCalls = 0, warmUpMs = 0, serverPid, cpuDigits = 3 } = options;
  const warmUpEnds = performance.now() + warmUpMs;
  for (let call = 0; call < warmUpCalls || performance.now() < warmUpEnds; call += 1)
    await run(call);
  const before = {
    client: await mainThreadCpuMs(process.pid),
    server: await mainThreadCpuMs(serverPid),
  };
  const samples: number[] = [];
  for (let call = 0; call < runs; call += 1) samples.push(await timed(() => run(call)));
  const after = {
    client: await mainThreadCpuMs(process.pid),
    server: await mainThreadCpuMs(serverPid),
  };
  return {
    median: median(samples),
    p95: percentile(samples, 95),
    cpu: `client ${cpuPerCall(before.client, after.client, runs, cpuDigits)} / server ${cpuPerCall(before.server, after.server, runs, cpuDigits)}`,
  };
}

export type Row = [
  measurement: string,
  result: string,
  target: string,
  verdict: string,
  cpu: string,
];

/** Prints the machine's cores and load, then the rows as a Markdown table under `header`. */
export function printTable(header: Row, rows: readonly Row[]): void {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => row[column]!.length)),
  );
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  process.stdout.write(
    `\nmachine: ${availableParallelism()} cores, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min)\n`,
  );
  process.stdout.write(
    `\n${line(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|\n${rows.map(line).join('\n')}\n`,
  );
}
