import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servePrecompressed } from './precompressed';

const SCRIPT = `console.log(${JSON.stringify('rozgar '.repeat(400))});`;
let dir: string;
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rozgar-precompressed-'));
  await writeFile(join(dir, 'main.1a2b3c4d.js'), SCRIPT);
  await writeFile(join(dir, 'main.1a2b3c4d.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(dir, 'plain.js'), SCRIPT);
  const app = express();
  app.use(
    servePrecompressed(dir, (res, path) => res.setHeader('X-Cached-As', path.slice(dir.length))),
  );
  app.use(express.static(dir));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(async () => {
  await close?.();
  await rm(dir, { recursive: true, force: true });
});

/** fetch() would decode brotli itself: node's http client shows the bytes as sent. */
async function get(path: string, acceptEncoding: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      request(`${base}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('servePrecompressed', () => {
  it('sends the .br copy as the script itself to a browser that accepts brotli', async () => {
    const response = await get('/main.1a2b3c4d.js', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/);
    expect(response.headers['x-cached-as']).toBe('/main.1a2b3c4d.js');
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client without brotli, and when there is no .br copy', async () => {
    const gzipOnly = await get('/main.1a2b3c4d.js', 'gzip');
    expect(gzipOnly.headers['content-encoding']).toBeUndefined();
    expect(gzipOnly.headers['vary']).toMatch(/Accept-Encoding/);
    expect(gzipOnly.body.toString()).toBe(SCRIPT);
    const noCopy = await get('/plain.js', 'br');
    expect(noCopy.headers['content-encoding']).toBeUndefined();
    expect(noCopy.body.toString()).toBe(SCRIPT);
  });

  it('never serves a .br copy of a missing file or from outside its folder', async () => {
    expect((await get('/missing.js', 'br')).status).toBe(404);
    expect((await get('/../precompressed.test.js', 'br')).status).toBe(404);
  });
});
