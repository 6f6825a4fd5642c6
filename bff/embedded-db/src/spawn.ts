import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface SpawnEmbeddedDbOptions {
  dbpath: string;
  /** 0 or omitted: any free port. */
  port?: number;
  /** How long to wait for the server to answer `ping`. Default 30 s. */
  startTimeoutMs?: number;
  /** Extra environment variables for the database process (e.g. EMBEDDED_DB_COMPACT_AFTER_BYTES). */
  env?: Record<string, string>;
}

export interface EmbeddedDb {
  /** `mongodb://127.0.0.1:<port>/?directConnection=true` */
  uri: string;
  port: number;
  /** The database process (a node process, not a wrapper). */
  pid: number;
  /** SIGTERM, then waits for a clean exit (SIGKILL after a timeout). */
  stop(): Promise<void>;
  /** Settles when the database process has exited, for whatever reason (a crash, a kill, stop()). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const STOP_TIMEOUT_MS = 10_000;
const STDERR_KEPT_BYTES = 16 * 1024;
const LISTENING_LINE = /listening on 127\.0\.0\.1:(\d+)/;
/** The file name of `src/cli.ts` bundled by the BFF's server build (bff/scripts/build-server.ts). */
export const BUNDLED_CLI = 'embedded-db.js';

/** The bff package folder, found from this file or, when bundled, through the workspace link. */
function bffPackageDirectory(): string {
  const fromSource = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
  if (existsSync(join(fromSource, 'embedded-db', 'src', 'cli.ts'))) return fromSource;
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@rozgar/bff/package.json'));
}

/**
 * The database process's arguments. Bundled into the BFF's server build (bff/build/node), this
 * module runs the database's own bundle beside it as plain JavaScript; run from source (tsx, Vite,
 * Vitest), it runs `src/cli.ts` through tsx's loader.
 */
function commandLine(port: number, dbpath: string): string[] {
  const options = ['--port', String(port), '--dbpath', resolve(dbpath)];
  const here = fileURLToPath(import.meta.url);
  const bundled = join(dirname(here), BUNDLED_CLI);
  if (!here.endsWith('.ts') && existsSync(bundled)) return [bundled, ...options];
  const bff = bffPackageDirectory();
  const tsxLoader = createRequire(join(bff, 'package.json')).resolve('tsx');
  return [
    '--import',
    pathToFileURL(tsxLoader).href,
    join(bff, 'embedded-db', 'src', 'cli.ts'),
    ...options,
  ];
}

function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => child.once('exit', () => resolveExit()));
}

/**
 * Starts the embedded database (`src/cli.ts`) as a child process and resolves once it answers
 * `ping` through the MongoDB driver. Rejects with the child's stderr if it exits first (for
 * example because another server holds the data directory). The child shuts down by itself if
 * this process dies (its IPC channel closes), and does not keep this process alive.
 */
export async function spawnEmbeddedDb(options: SpawnEmbeddedDbOptions): Promise<EmbeddedDb> {
  const child = spawn(process.execPath, commandLine(options.port ?? 0, options.dbpath), {
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, ...options.env },
    // A process group of its own: Ctrl-C or a SIGTERM to the parent's group would stop the
    // database before the parent, whose own shutdown still writes to it. The parent stops it
    // (`stop()`), or its IPC channel closes when the parent dies and it stops by itself.
    detached: true,
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let stderr = '';
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT_BYTES);
  });
  child.stdout!.setEncoding('utf8');

  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = waitForExit(child);
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  try {
    const port = await new Promise<number>((resolvePort, reject) => {
      let stdout = '';
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `embedded database did not start within ${options.startTimeoutMs ?? 30_000} ms\n${stderr}`,
            ),
          ),
        options.startTimeoutMs ?? 30_000,
      );
      const onData = (chunk: string) => {
        stdout = (stdout + chunk).slice(-STDERR_KEPT_BYTES);
        const match = LISTENING_LINE.exec(stdout);
        if (match) {
          cleanup();
          resolvePort(Number(match[1]));
        }
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        cleanup();
        // Let the last stderr chunk arrive before reporting it.
        setImmediate(() =>
          reject(
            new Error(
              `embedded database exited (${signal ?? `code ${code}`}) before it was ready:\n${stderr.trim()}`,
            ),
          ),
        );
      };
      const onError = (error: Error) => {
        cleanup();
        reject(error);
      };
      const cleanup = () => {
        clearTimeout(timer);
        child.stdout!.off('data', onData);
        child.off('exit', onExit);
        child.off('error', onError);
      };
      child.stdout!.on('data', onData);
      child.once('exit', onExit);
      child.once('error', onError);
    });
    // Keep draining stdout so the child never blocks on a full pipe.
    child.stdout!.resume();
    const uri = `mongodb://127.0.0.1:${port}/?directConnection=true`;
    // The driver is loaded once the process runs: the BFF starts the database before it loads its
    // own modules (bff/server/launch.ts), and the database starts meanwhile.
    const { MongoClient } = await import('mongodb');
    const client = new MongoClient(uri, {
      serverSelectionTimeoutMS: options.startTimeoutMs ?? 30_000,
    });
    try {
      await client.db('admin').command({ ping: 1 });
    } catch (error) {
      throw new Error(
        `embedded database on port ${port} does not answer ping: ${(error as Error).message}\n${stderr.trim()}`,
        { cause: error },
      );
    } finally {
      await client.close();
    }
    // The database must not keep this process alive; if we exit, its IPC channel closes and it stops.
    child.on('error', () => undefined); // e.g. a signal that cannot be delivered after it exited
    child.unref();
    child.channel?.unref();
    (child.stdout as unknown as { unref?: () => void }).unref?.();
    (child.stderr as unknown as { unref?: () => void }).unref?.();
    return { uri, port, pid: child.pid!, stop, exited };
  } catch (error) {
    await stop();
    throw error;
  }
}
