import { fork, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type {
  ArchiveLimits,
  ExtractionJob,
  ExtractionOutcome,
  ResumeFormat,
} from './resume-text.worker';

export type { ResumeFormat } from './resume-text.worker';

/** Longest text kept from one resume (a long CV is some 20 000 characters). */
export const MAX_RESUME_TEXT_CHARS = 200_000;

/** Most a DOCX may unpack to (all its parts together); a bigger one is refused. */
export const MAX_UNPACKED_MB = 20;

const ARCHIVE_LIMITS: ArchiveLimits = {
  maxUnpackedBytes: MAX_UNPACKED_MB * 1024 * 1024,
  // A Word document has a few dozen parts; thousands mean something else.
  maxEntries: 1000,
  // Ordinary XML packs some 5–30:1; a part that unpacks past 1 MB at over 100:1 is a bomb's.
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

/** How long one extraction may run before its process is killed (the process's start not included). */
const EXTRACTION_TIMEOUT_MS = 5_000;
/** How long a new extraction process may take to start. */
const START_TIMEOUT_MS = 20_000;
/** How long a resume waits for a free process before it is stored without its text. */
const QUEUE_TIMEOUT_MS = 15_000;
/** Extractions (and so processes) running at once; more wait their turn. */
const MAX_CONCURRENT_EXTRACTIONS = 2;
/** A process is replaced after this many resumes, and ended after this long without one. */
const MAX_JOBS_PER_PROCESS = 100;
const PROCESS_IDLE_MS = 60_000;
/** An extraction process's JavaScript heap; past it the process dies (and the job has no text). */
const HEAP_LIMIT_MB = 256;
/**
 * An extraction process's whole memory (RSS), watched while it works: the heap limit does not
 * cover the buffers a PDF's streams are unpacked into. Past it, the process is killed. (Watched
 * where /proc is, that is on Linux; elsewhere only the heap and time limits apply.)
 */
const MAX_PROCESS_RSS_BYTES = 384 * 1024 * 1024;
const MEMORY_CHECK_INTERVAL_MS = 25;

/** What the upload does with a resume: keep it with or without text, or refuse it as too large. */
export type ResumeText =
  | { status: 'text'; text: string }
  /** Nothing could be read (a scanned PDF, a damaged file, or one that took too long). */
  | { status: 'none' }
  /** A DOCX that unpacks past the limits (a decompression bomb). */
  | { status: 'too-large' };

/**
 * The plain text of a resume, whitespace tidied. It is read in a separate process, never in the
 * server's, under a time limit and memory limits, so that a hostile file can neither block nor
 * exhaust (or crash) the server; a DOCX is checked against the unpacking limits before anything
 * unpacks it.
 */
export async function readResumeText(format: ResumeFormat, content: Buffer): Promise<ResumeText> {
  const outcome = await runExtraction({
    format,
    content,
    maxChars: MAX_RESUME_TEXT_CHARS,
    limits: ARCHIVE_LIMITS,
  });
  if (outcome.kind === 'text' && outcome.text.length > 0)
    return { status: 'text', text: outcome.text };
  if (outcome.kind === 'text') return { status: 'none' };
  console.warn(`[bff] could not extract the text of a ${format} resume:`, outcome.reason);
  return outcome.kind === 'too-large' ? { status: 'too-large' } : { status: 'none' };
}

/** The text as `readResumeText` reads it, or null when there is none (or the file is refused). */
export async function extractResumeText(
  format: ResumeFormat,
  content: Buffer,
): Promise<string | null> {
  const read = await readResumeText(format, content);
  return read.status === 'text' ? read.text : null;
}

const WORKER_FILE_NAME = 'resume-text.worker.ts';
/** The worker bundled by the server build (bff/scripts/build-server.ts) into bff/build/node. */
const BUILT_WORKER_FILE_NAME = 'resume-text.worker.js';
/** The argument that makes the worker file serve jobs (see resume-text.worker.ts). */
const WORKER_FLAG = '--resume-text-worker';
let worker: { file: string; typescript: boolean } | undefined;

/**
 * The worker to run. Under Vite's dev server (development and tests) and under tsx this module
 * runs from its own source, next to the worker's TypeScript source, which runs through tsx. In a
 * build it is bundled (into build/server/index.js by Remix, into build/node/server.js by the
 * server build) and runs the worker's plain JavaScript bundle from build/node.
 */
function findWorker(): { file: string; typescript: boolean } {
  if (worker) return worker;
  const here = dirname(fileURLToPath(import.meta.url));
  const bundled = !import.meta.url.endsWith('.ts');
  for (let dir = here, depth = 0; depth < 4; dir = dirname(dir), depth++) {
    const candidates = bundled
      ? [join(dir, BUILT_WORKER_FILE_NAME), join(dir, 'node', BUILT_WORKER_FILE_NAME)]
      : [join(dir, WORKER_FILE_NAME), join(dir, 'app', 'services', WORKER_FILE_NAME)];
    for (const candidate of candidates)
      if (existsSync(candidate)) return (worker = { file: candidate, typescript: !bundled });
  }
  throw new Error(
    `${bundled ? BUILT_WORKER_FILE_NAME : WORKER_FILE_NAME} not found above ${here}` +
      (bundled ? ': run `npm run build -w bff`' : ''),
  );
}

interface ExtractionProcess {
  child: ChildProcess;
  /** Settles once the process has loaded the extractors and waits for jobs. */
  ready: Promise<void>;
  jobs: number;
  idleTimer?: NodeJS.Timeout;
}

const idleProcesses: ExtractionProcess[] = [];

/**
 * Starts an extraction process: this Node binary running the worker, its TypeScript source
 * through tsx's loader or its built JavaScript (flags named explicitly: the server's own are not
 * passed on, whether it runs under tsx, Vite or Vitest), with its own heap limit.
 */
function startProcess(): ExtractionProcess {
  const { file, typescript } = findWorker();
  const loader = typescript
    ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
    : [];
  const child = fork(file, [WORKER_FLAG], {
    execArgv: [...loader, `--max-old-space-size=${HEAP_LIMIT_MB}`],
    serialization: 'advanced',
    // pdf.js reports every oddity of a file on stdout: only errors are kept.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const extraction: ExtractionProcess = { child, jobs: 0, ready: Promise.resolve() };
  extraction.ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('it did not start in time')), START_TIMEOUT_MS);
    const settle = (error?: Error) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (message: unknown) => {
      if (message === 'ready') settle();
    };
    const onExit = (code: number | null, signal: string | null) =>
      settle(new Error(`it exited (${signal ?? code}) while starting`));
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
  extraction.ready.catch(() => {});
  // A failure during a job is handled by that job; an idle process that fails is just dropped.
  child.on('error', () => {});
  child.once('exit', () => {
    clearTimeout(extraction.idleTimer);
    const index = idleProcesses.indexOf(extraction);
    if (index >= 0) idleProcesses.splice(index, 1);
  });
  return extraction;
}

/** Whether an idle process keeps the server's event loop alive (only while it works). */
function holdOpen(extraction: ExtractionProcess, open: boolean) {
  const { child } = extraction;
  if (open) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/** Puts a process that finished its job normally back for the next one. */
function releaseProcess(extraction: ExtractionProcess) {
  extraction.jobs++;
  if (extraction.jobs >= MAX_JOBS_PER_PROCESS) {
    extraction.child.kill();
    return;
  }
  holdOpen(extraction, false);
  extraction.idleTimer = setTimeout(() => extraction.child.kill(), PROCESS_IDLE_MS);
  extraction.idleTimer.unref();
  idleProcesses.push(extraction);
}

/** A process's resident memory in bytes, from /proc (null where that cannot be read). */
function residentBytes(pid: number | undefined): number | null {
  if (pid === undefined || process.platform !== 'linux') return null;
  try {
    const kilobytes = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
    return kilobytes ? Number(kilobytes[1]) * 1024 : null;
  } catch {
    return null;
  }
}

let lastJobId = 0;

/**
 * Runs one job on an idle extraction process or a new one. A process that fails, runs past the
 * time limit or takes too much memory is killed (and the job ends without text); one that
 * answered is kept for the next job.
 */
async function runInProcess(job: ExtractionJob): Promise<ExtractionOutcome> {
  let extraction: ExtractionProcess;
  try {
    extraction = idleProcesses.pop() ?? startProcess();
  } catch (error) {
    return { kind: 'unreadable', reason: `no extraction process: ${String(error)}` };
  }
  clearTimeout(extraction.idleTimer);
  holdOpen(extraction, true);
  const { child } = extraction;
  try {
    await extraction.ready;
  } catch (error) {
    child.kill('SIGKILL');
    return { kind: 'unreadable', reason: `the extraction process failed: ${String(error)}` };
  }
  return new Promise((resolve) => {
    const id = ++lastJobId;
    let settled = false;
    const timer = setTimeout(
      () => fail(`it took longer than ${EXTRACTION_TIMEOUT_MS} ms`),
      EXTRACTION_TIMEOUT_MS,
    );
    const memoryWatch = setInterval(() => {
      const resident = residentBytes(child.pid);
      if (resident !== null && resident > MAX_PROCESS_RSS_BYTES) fail('it used too much memory');
    }, MEMORY_CHECK_INTERVAL_MS);
    const onMessage = (message: { id?: number; outcome?: ExtractionOutcome }) => {
      if (message?.id === id && message.outcome) finish(message.outcome, true);
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish({ kind: 'unreadable', reason: `the process died (${signal ?? code})` }, false);
    function fail(reason: string) {
      finish({ kind: 'unreadable', reason: `stopped: ${reason}` }, false);
    }
    function finish(outcome: ExtractionOutcome, answered: boolean) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(memoryWatch);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (answered) releaseProcess(extraction);
      else child.kill('SIGKILL');
      resolve(outcome);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send({ id, job }, (error) => {
      if (error) finish({ kind: 'unreadable', reason: `not sent: ${String(error)}` }, false);
    });
  });
}

let activeExtractions = 0;
const waitingExtractions: Array<() => void> = [];

/** Runs a job once fewer than MAX_CONCURRENT_EXTRACTIONS are running (or gives up waiting). */
async function runExtraction(job: ExtractionJob): Promise<ExtractionOutcome> {
  if (activeExtractions < MAX_CONCURRENT_EXTRACTIONS) activeExtractions++;
  else {
    const granted = await new Promise<boolean>((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waitingExtractions.splice(waitingExtractions.indexOf(grant), 1);
        resolve(false);
      }, QUEUE_TIMEOUT_MS);
      waitingExtractions.push(grant);
    });
    if (!granted) return { kind: 'unreadable', reason: 'no extraction process was free in time' };
  }
  try {
    return await runInProcess(job);
  } finally {
    // The slot passes straight to the next job in line, if any.
    const next = waitingExtractions.shift();
    if (next) next();
    else activeExtractions--;
  }
}
