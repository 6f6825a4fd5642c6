import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { spawnEmbeddedDb } from '../../src/spawn.js';
import { exitOf, isAlive, runTypeScript, useDatabases, waitUntil } from './crash-test-helpers.js';

const databases = useDatabases();
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const cli = join(import.meta.dirname, '../../src/cli.ts');

function startCli(args: string[]) {
  const child = databases.track(
    spawn(process.execPath, ['--import', tsxLoader, cli, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return { child, stdout: () => stdout, stderr: () => stderr };
}

describe('the database process', () => {
  it('prints the real port for --port 0, refuses a second server on its directory, and exits 0 on SIGTERM releasing its lock', async () => {
    const dbpath = await databases.directory();
    const server = startCli(['--port', '0', '--dbpath', dbpath]);
    await waitUntil(
      () => /listening on 127\.0\.0\.1:\d+/.test(server.stdout()),
      20_000,
      'the listening line',
    );
    const port = Number(/listening on 127\.0\.0\.1:(\d+)/.exec(server.stdout())![1]);
    expect(port).toBeGreaterThan(0);
    const client = new MongoClient(`mongodb://127.0.0.1:${port}/?directConnection=true`);
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    expect(existsSync(join(dbpath, 'rozgar-db.lock'))).toBe(true);

    // A second server on the same directory: the CLI exits 1, and spawnEmbeddedDb reports why.
    const second = spawnEmbeddedDb({ dbpath });
    await expect(second).rejects.toThrow('exited (code 1) before it was ready');
    await expect(second).rejects.toThrow(
      `The data directory ${dbpath} is in use by another embedded database server (pid ${server.child.pid})`,
    );
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    await client.close();

    server.child.kill('SIGTERM');
    expect(await exitOf(server.child)).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dbpath, 'rozgar-db.lock'))).toBe(false);
  });

  it('rejects bad arguments with exit code 1', async () => {
    const server = startCli(['--port', 'seventy', '--dbpath', await databases.directory()]);
    expect((await exitOf(server.child)).code).toBe(1);
    expect(server.stderr()).toMatch(/--port/);
  });

  it('shuts down cleanly when the process that spawned it dies', async () => {
    const dbpath = await databases.directory();
    const parent = databases.track(runTypeScript('spawning-parent.ts', [dbpath]));
    let output = '';
    parent.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    await waitUntil(
      () => /database-pid \d+/.test(output),
      20_000,
      'the parent to start the database',
    );
    const databasePid = Number(/database-pid (\d+)/.exec(output)![1]);
    expect(isAlive(databasePid)).toBe(true);

    parent.kill('SIGKILL');
    await waitUntil(() => !isAlive(databasePid), 10_000, 'the orphaned database to exit');
    expect(existsSync(join(dbpath, 'rozgar-db.lock'))).toBe(false);
  });
});
