import { profileAnswerSchema, profilePhotoSchema } from '@rozgar/contracts/payloads/profile';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigUpload } from './support/big-upload';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import {
  collection,
  loggedIn,
  padded,
  png,
  upload,
  type Account,
} from './support/profile-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const MB = 1024 * 1024;

const uploadPhoto = (account: Account, content: Uint8Array, filename: string, type = 'image/png') =>
  upload(account.client, '/api/profile/photo', 'photo', content, filename, type);

const photoIds = async (account: Account) =>
  (
    await collection('photos.files')
      .find({ 'metadata.user_id': new Types.ObjectId(account.id) })
      .toArray()
  ).map((file) => String(file._id));

/** A GIF89a of one pixel (the smallest well-formed GIF). */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

describe('POST /api/profile/photo', () => {
  it('stores a real PNG, sets the profile picture and serves the photo byte-identical', async () => {
    const seeker = await loggedIn(app);
    const image = png(16, 16);
    const response = await uploadPhoto(seeker, image, 'me.png');
    expect(response.status).toBe(200);
    const body = payload(profilePhotoSchema, await response.json());
    expect(body).toEqual({
      profile_picture: expect.stringMatching(/^\/api\/profile\/photo\/[0-9a-f]{24}$/),
    });

    const profile = payload(
      profileAnswerSchema,
      await (await seeker.client.get('/api/profile')).json(),
    );
    expect(profile.profile.profile_picture).toBe(body.profile_picture);
    expect(profile.completeness).toMatchObject({ filled: 2, percent: 17 });
    expect(profile.completeness.missing).not.toContain('profile_picture');

    const served = await seeker.client.get(body.profile_picture);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

    // Any logged-in user may see it (a recruiter looks at candidates); a visitor may not.
    const recruiter = await loggedIn(app, 'Recruiter');
    expect((await recruiter.client.get(body.profile_picture)).status).toBe(200);
    const visitor = await app.client().get(body.profile_picture);
    expect(visitor.status).toBe(401);
  });

  it('replaces the photo and removes the old one', async () => {
    const seeker = await loggedIn(app);
    const first = (await (await uploadPhoto(seeker, png(8, 8), 'a.png')).json()).profile_picture;
    const firstIds = await photoIds(seeker);
    const second = (await (await uploadPhoto(seeker, GIF, 'b.gif', 'image/gif')).json())
      .profile_picture;
    expect(second).not.toBe(first);
    const secondIds = await photoIds(seeker);
    expect(secondIds).toHaveLength(1);
    expect(secondIds).not.toContain(firstIds[0]);
    const old = await seeker.client.get(first);
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({ error: 'Photo not found' });
    const current = await seeker.client.get(second);
    expect(current.headers.get('content-type')).toBe('image/gif');
    expect((await (await seeker.client.get('/api/profile')).json()).profile.profile_picture).toBe(
      second,
    );
  });

  it('refuses a text file named .png with 415 and a photo over 2 MB with 413, storing nothing', async () => {
    const seeker = await loggedIn(app);
    const kept = (await (await uploadPhoto(seeker, png(), 'kept.png')).json()).profile_picture;
    const before = await photoIds(seeker);

    const text = await uploadPhoto(seeker, Buffer.from('definitely not an image\n'), 'photo.png');
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({
      error: 'The photo must be a PNG, JPEG, WebP or GIF image',
    });
    const pdfPhoto = await uploadPhoto(
      seeker,
      Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj'),
      'photo.jpg',
    );
    expect(pdfPhoto.status).toBe(415);

    for (const size of [2 * MB + 1, 3 * MB]) {
      const big = await uploadPhoto(seeker, padded(png(), size), 'big.png');
      expect([size, big.status]).toEqual([size, 413]);
      expect(await big.json()).toEqual({ error: 'The photo must be 2 MB or smaller' });
    }
    expect(await photoIds(seeker)).toEqual(before);
    expect((await (await seeker.client.get('/api/profile')).json()).profile.profile_picture).toBe(
      kept,
    );

    const atLimit = await uploadPhoto(seeker, padded(png(), 2 * MB), 'exactly-2mb.png');
    expect(atLimit.status).toBe(200);
  });

  it('answers a 50 MB photo over real HTTP with the 413 JSON, chunked or not, storing nothing', async () => {
    const seeker = await loggedIn(app);
    for (const chunked of [false, true]) {
      const result = await bigUpload(seeker.client, '/api/profile/photo', 'photo', 50 * MB, {
        chunked,
      });
      expect([chunked, result]).toEqual([
        chunked,
        {
          status: 413,
          body: JSON.stringify({ error: 'The photo must be 2 MB or smaller' }),
          sentAll: true,
        },
      ]);
    }
    expect(await photoIds(seeker)).toEqual([]);
  }, 60_000);

  it('never removes another seeker’s photo, and 404s an unknown or malformed id', async () => {
    const asha = await loggedIn(app);
    const vikram = await loggedIn(app);
    const ashaPhoto = (await (await uploadPhoto(asha, png(), 'asha.png')).json()).profile_picture;
    await uploadPhoto(vikram, png(4, 4, [0, 0, 255]), 'vikram.png');
    await uploadPhoto(vikram, png(4, 4, [0, 255, 0]), 'vikram-2.png');
    expect((await asha.client.get(ashaPhoto)).status).toBe(200);
    expect(await photoIds(vikram)).toHaveLength(1);
    for (const path of [
      `/api/profile/photo/${new Types.ObjectId().toHexString()}`,
      '/api/profile/photo/not-an-id',
    ]) {
      const response = await asha.client.get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Photo not found' });
    }
  });
});
