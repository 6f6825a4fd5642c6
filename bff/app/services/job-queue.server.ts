import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda, type Job } from 'agenda';
import type { Db } from 'mongodb';
import { isDatabaseUnavailable } from '../lib/http.server';

/*
 * Background jobs shared by every BFF instance (docs/decisions/028-background-jobs.md): one Agenda
 * per process, its jobs in the `agenda_jobs` collection of the portal's database. Whichever
 * instance locks a job first runs it; a job locked by an instance that died is run again by
 * another once its lock lifetime has passed. Processes that only enqueue (CLI tools such as the
 * seed) start it with `process: false`.
 */

export const AGENDA_COLLECTION = 'agenda_jobs';

/** What a job's handler does with its data; it may `touch()` the job to keep its lock. */
export type QueueJobHandler<DATA> = (data: DATA, job: Job<DATA>) => Promise<void>;

export interface QueueJobDefinition<DATA = never> {
  name: string;
  handler: QueueJobHandler<DATA>;
  /**
   * How long a lock holds without being renewed: a running job's lock is renewed every third of
   * it, so another instance runs the job again only when its instance died (or froze).
   */
  lockLifetimeMs?: number;
  /** Jobs of this name run at once by one instance. */
  concurrency?: number;
  /** Jobs of this name one instance locks at once (the others are left to other instances). */
  lockLimit?: number;
}

export interface JobQueueOptions {
  db: Db;
  /** Run jobs in this process (false: only enqueue them, for CLI tools). */
  process: boolean;
  /** How often an idle instance looks for due jobs. */
  processEveryMs?: number;
  /** The jobs this process can run. */
  definitions: QueueJobDefinition<never>[];
  /** Repeating jobs: `every` interval and name, created once however many instances start. */
  repeating?: { every: string | number; name: string }[];
}

/** This process's name in the queue (`lastModifiedBy`): host, pid and a random tag. */
export const INSTANCE_NAME = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

const DEFAULT_PROCESS_EVERY_MS = 1_000;
/** How long `stopJobQueue` lets running jobs finish before it lets go of them. */
const DRAIN_TIMEOUT_MS = 10_000;

interface RunningQueue {
  agenda: Agenda;
  processing: boolean;
  /** The handlers running now (stopping waits for them). */
  running: Set<Promise<void>>;
}

/**
 * One queue per process, even when this module is loaded twice (the server's own import and the
 * Remix build's copy, or Vite's in development): kept on `globalThis`.
 */
const QUEUE_KEY = Symbol.for('rozgar.job-queue');
const slot = globalThis as typeof globalThis & { [QUEUE_KEY]?: RunningQueue };

/** Starts this process's queue (one per process: a second start stops the first). */
export async function startJobQueue(options: JobQueueOptions): Promise<Agenda> {
  await stopJobQueue();
  const agenda = new Agenda({
    name: INSTANCE_NAME,
    backend: new MongoBackend({ mongo: options.db, collection: AGENDA_COLLECTION }),
    processEvery: options.processEveryMs ?? DEFAULT_PROCESS_EVERY_MS,
    // Finished one-off jobs are deleted; repeating jobs stay (their next run is the document).
    removeOnComplete: true,
  });
  let quietUntil = 0;
  agenda.on('error', (error) => {
    // Polled every second: an unreachable database is said once per 30 s, not every poll.
    if (isDatabaseUnavailable(error)) {
      if (Date.now() < quietUntil) return;
      quietUntil = Date.now() + 30_000;
      console.error(`[bff] background jobs wait for the database: ${error.message}`);
      return;
    }
    console.error('[bff] background jobs:', error);
  });
  agenda.on('fail', (error: unknown, job: unknown) => {
    const name = (job as { attrs?: { name?: string } } | undefined)?.attrs?.name;
    console.error(`[bff] background job ${name ?? '?'} failed:`, error);
  });
  const running = new Set<Promise<void>>();
  for (const definition of options.definitions as QueueJobDefinition<unknown>[]) {
    const run = (job: Job<unknown>) => {
      const handled = keepingLock(job, definition.lockLifetimeMs, () =>
        definition.handler(job.attrs.data, job),
      );
      const settled = handled.then(
        () => undefined,
        () => undefined,
      );
      running.add(settled);
      void settled.finally(() => running.delete(settled));
      return handled;
    };
    agenda.define(definition.name, run, {
      ...(definition.lockLifetimeMs ? { lockLifetime: definition.lockLifetimeMs } : {}),
      ...(definition.concurrency ? { concurrency: definition.concurrency } : {}),
      ...(definition.lockLimit ? { lockLimit: definition.lockLimit } : {}),
    });
  }
  await agenda.ready;
  for (const { every, name } of options.repeating ?? []) await agenda.every(every, name);
  if (options.process) await agenda.start();
  slot[QUEUE_KEY] = { agenda, processing: options.process, running };
  return agenda;
}

/** Runs `work` while renewing the job's lock every third of its lifetime. */
async function keepingLock<T>(
  job: Job<unknown>,
  lockLifetimeMs: number | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!lockLifetimeMs) return work();
  const renew = setInterval(() => {
    job.touch().catch((error: unknown) => console.error('[bff] a job lock was not renewed', error));
  }, lockLifetimeMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(renew);
  }
}

/**
 * Stops taking jobs (jobs this instance locked but did not start are unlocked for the others) and
 * lets the running ones finish, up to 10 s; a job still running then is run again by another
 * instance once its lock expires. (Agenda's own drain() can miss the end of a job it removes on
 * completion and wait out its whole timeout, so the handlers are awaited here instead.)
 */
export async function stopJobQueue(): Promise<void> {
  const stopping = slot[QUEUE_KEY];
  slot[QUEUE_KEY] = undefined;
  if (!stopping) return;
  await stopping.agenda.stop(false).catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(stopping.running),
    new Promise((resolve) => (timer = setTimeout(resolve, DRAIN_TIMEOUT_MS))),
  ]);
  clearTimeout(timer);
}

/** Whether this process runs background jobs. */
export function isProcessingJobs(): boolean {
  return slot[QUEUE_KEY]?.processing ?? false;
}

/**
 * Stores a job to run as soon as an instance is free. Resolves once stored (the caller's write is
 * already done); rejects when there is no queue in this process or the database refuses.
 */
export async function enqueueJob<DATA>(name: string, data: DATA): Promise<void> {
  const queue = slot[QUEUE_KEY];
  if (!queue) throw new Error(`no job queue in this process to run ${name}`);
  await queue.agenda.now(name, data);
}

/**
 * enqueueJob() without waiting, for a request whose answer must not wait for it; a failure is
 * logged (the queue's sweeps, where a job has one, make up for it).
 */
export function enqueueSoon<DATA>(name: string, data: DATA): void {
  enqueueJob(name, data).catch((error: unknown) =>
    console.error(`[bff] background job ${name} was not enqueued:`, error),
  );
}
