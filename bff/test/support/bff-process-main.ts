/**
 * The entry of `startBffProcess` (bff-process.ts): one BFF, configured by the environment, on a
 * free port of 127.0.0.1; prints `listening <url>` once it answers and stops on SIGTERM.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../server';

const dataDir = await mkdtemp(join(tmpdir(), 'rozgar-bff-process-'));
const emptyDist = join(dataDir, 'no-frontends');
await mkdir(emptyDist, { recursive: true });
const rozgar = await createApp({
  mongoUri: process.env.BFF_PROCESS_MONGO_URI!,
  mode: 'development',
  watch: false,
  dataDir,
  serverSelectionTimeoutMS: 1500,
  frontendDirs: { shell: emptyDist, seeker: emptyDist, recruiter: emptyDist, community: emptyDist },
});
const server = rozgar.app.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`listening http://127.0.0.1:${port}\n`);
});

process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void rozgar
    .close()
    .catch((error: unknown) => console.error(error))
    .finally(() => rm(dataDir, { recursive: true, force: true }).finally(() => process.exit(0)));
});
