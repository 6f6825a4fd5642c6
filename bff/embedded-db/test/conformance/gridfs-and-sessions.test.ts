import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import MongoStore from 'connect-mongo';
import type { SessionData } from 'express-session';
import { GridFSBucket, type ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('files', { ttlIntervalMs: 100 });
});
afterAll(async () => {
  await t.close();
});

async function download(bucket: GridFSBucket, id: ObjectId): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of bucket.openDownloadStream(id)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('GridFS', () => {
  it('uploads, downloads and deletes a 1 MB file', async () => {
    const bucket = new GridFSBucket(t.db, { bucketName: 'resumes' });
    const content = randomBytes(1024 * 1024);
    const upload = bucket.openUploadStream('resume.pdf', {
      metadata: { owner: 'u1', contentType: 'application/pdf' },
    });
    await pipeline(Readable.from([content]), upload);
    const id = upload.id as ObjectId;

    const [file] = await bucket.find({ _id: id }).toArray();
    expect(file).toMatchObject({
      filename: 'resume.pdf',
      length: content.length,
      metadata: { owner: 'u1' },
    });
    expect(await t.db.collection('resumes.chunks').countDocuments({ files_id: id })).toBe(
      Math.ceil(content.length / (255 * 1024)),
    );
    const indexes = (await t.db.collection('resumes.chunks').indexes()).map((index) => index.name);
    expect(indexes).toContain('files_id_1_n_1');

    const downloaded = await download(bucket, id);
    expect(downloaded.equals(content)).toBe(true);

    await bucket.delete(id);
    expect(await bucket.find({ _id: id }).toArray()).toEqual([]);
    expect(await t.db.collection('resumes.chunks').countDocuments({ files_id: id })).toBe(0);
  });
});

describe('connect-mongo session store', () => {
  function call<T>(
    fn: (callback: (error: unknown, value?: T | null) => void) => void,
  ): Promise<T | null | undefined> {
    return new Promise((resolve, reject) =>
      fn((error, value) => (error ? reject(error) : resolve(value))),
    );
  }

  it('sets, gets and destroys sessions, and TTL removes expired ones', async () => {
    const store = MongoStore.create({
      client: t.client,
      dbName: 'files',
      collectionName: 'sessions',
      stringify: false,
    });
    const session = {
      cookie: { originalMaxAge: 60_000, expires: new Date(Date.now() + 60_000) },
      user: 'asha',
    } as unknown as SessionData;
    await call((cb) => store.set('sid-1', session, cb));
    const loaded = await call<SessionData>((cb) => store.get('sid-1', cb));
    expect((loaded as unknown as { user: string }).user).toBe('asha');
    await call((cb) => store.destroy('sid-1', cb));
    expect(await call((cb) => store.get('sid-1', cb))).toBeFalsy();

    const shortLived = {
      cookie: { originalMaxAge: 1_000, expires: new Date(Date.now() + 1_000) },
      user: 'ravi',
    } as unknown as SessionData;
    await call((cb) => store.set('sid-2', shortLived, cb));
    const sessions = t.db.collection('sessions');
    expect(await sessions.countDocuments({ _id: 'sid-2' as never })).toBe(1);
    expect(
      (await sessions.indexes()).some(
        (index) => index.key.expires === 1 && index.expireAfterSeconds === 0,
      ),
    ).toBe(true);
    await expect
      .poll(() => sessions.countDocuments({ _id: 'sid-2' as never }), {
        timeout: 5000,
        interval: 50,
      })
      .toBe(0);
  });
});
