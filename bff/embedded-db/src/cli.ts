/**
 * Runs the embedded MongoDB-compatible database in the foreground:
 *
 *   node --import tsx bff/embedded-db/src/cli.ts --port 27017 --dbpath .data/db
 *
 * Prints `listening on 127.0.0.1:<port>` once it accepts connections, and exits cleanly (storage
 * closed, lock released, exit code 0) on SIGTERM, SIGINT, or when the parent that spawned it with
 * an IPC channel goes away. Exit code 1 when it cannot start (e.g. the directory is locked).
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function repositoryRoot(): string {
  // The nearest ancestor holding an npm workspaces root; bff/embedded-db/src → repo root.
  let directory = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    if (
      existsSync(join(directory, 'package.json')) &&
      existsSync(join(directory, 'bff', 'package.json'))
    )
      return directory;
    directory = dirname(directory);
  }
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
}

const argumentsSchema = z.object({
  port: z.coerce.number().int().min(0).max(65_535),
  dbpath: z.string().min(1),
  'ttl-interval-ms': z.coerce.number().int().min(50).optional(),
});

function parseCommandLine(): z.infer<typeof argumentsSchema> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '27017' },
      dbpath: { type: 'string', default: join(repositoryRoot(), '.data', 'db') },
      // How often TTL indexes are swept (the server's default when omitted). Also read from
      // EMBEDDED_DB_TTL_INTERVAL_MS, so a parent can set it through spawnEmbeddedDb's env.
      'ttl-interval-ms': {
        type: 'string',
        default: process.env.EMBEDDED_DB_TTL_INTERVAL_MS || undefined,
      },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(
      'usage: cli.ts [--port <port, default 27017, 0 = any free>] [--dbpath <dir, default <repo>/.data/db>] [--ttl-interval-ms <ms>]\n',
    );
    process.exit(0);
  }
  const parsed = argumentsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `--${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`invalid arguments: ${problems}`);
  }
  return { ...parsed.data, dbpath: resolve(parsed.data.dbpath) };
}

async function main(): Promise<void> {
  // A parent that died leaves our stdout/stderr pipes closed; that must not crash the shutdown.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);

  let options: z.infer<typeof argumentsSchema>;
  let server: Awaited<ReturnType<typeof import('./server.js').startServer>>;
  try {
    options = parseCommandLine();
    // Loaded after the arguments are checked, so --help and mistakes answer at once.
    const { startServer } = await import('./server.js');
    server = await startServer({
      port: options.port,
      host: '127.0.0.1',
      dbpath: options.dbpath,
      ttlIntervalMs: options['ttl-interval-ms'],
    });
  } catch (error) {
    process.stderr.write(`embedded-db: cannot start: ${(error as Error).message}\n`);
    process.exit(1);
  }

  let stopping = false;
  const shutdown = (reason: string) => {
    if (stopping) return;
    stopping = true;
    process.stderr.write(`embedded-db: ${reason}, shutting down\n`);
    const forceExit = setTimeout(() => {
      process.stderr.write('embedded-db: shutdown timed out\n');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forceExit.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(
          `embedded-db: error while shutting down: ${(error as Error).message}\n`,
        );
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM received'));
  process.on('SIGINT', () => shutdown('SIGINT received'));
  if (process.send) {
    // Spawned with an IPC channel (spawnEmbeddedDb): the channel closes when the parent dies.
    process.on('disconnect', () => shutdown('parent process went away'));
    process.channel?.unref();
  }
  process.stdout.write(
    `embedded-db listening on 127.0.0.1:${server.port} (dbpath ${options.dbpath}, pid ${process.pid})\n`,
  );
}

await main();
