import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { bffRoot } from '../../server/paths';
import { CookieClient } from './cookie-client';

/** A BFF running in a child process of its own, as a second server of one deployment. */
export interface BffProcess {
  baseUrl: string;
  client: () => CookieClient;
  stop: () => Promise<void>;
  /** Kills the process at once (SIGKILL), as a crashed instance: nothing of it is cleaned up. */
  kill: () => Promise<void>;
}

const MAIN = fileURLToPath(new URL('./bff-process-main.ts', import.meta.url));

/**
 * Starts `createApp` in a new Node process (`node --import tsx`) on `mongoUri`, with `env` as its
 * whole configuration, listening on a free port of 127.0.0.1. Its own process means its own
 * mongoose connection, module state and memory: nothing is shared with the test's process but
 * the database, as between two servers behind a load balancer.
 */
export async function startBffProcess(
  mongoUri: string,
  env: Record<string, string>,
): Promise<BffProcess> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST')),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: bffRoot,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      ...env,
      BFF_PROCESS_MONGO_URI: mongoUri,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(
      () => fail(new Error('the BFF process did not start in 60 s')),
      60_000,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${output}`));
    };
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /^listening (http:\S+)$/m.exec(stdout)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    });
    child.once('exit', (code) => fail(new Error(`the BFF process exited (${code})`)));
  });
  return {
    baseUrl,
    client: () => new CookieClient(baseUrl),
    stop: () => stopProcess(child),
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
