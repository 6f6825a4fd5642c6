import {
  officePhotoListSchema,
  savedOfficePhotoSchema,
} from '@rozgar/contracts/payloads/office-photos';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfficePhotoModel } from '../app/models/office-photo.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { collection, loggedIn, padded, png, type Account } from './support/profile-fixtures';
import { expectAnonymous, reviewedCompany } from './support/review-fixtures';

// Office photos (docs/product/community-and-reviews.md, "Add office photos"): a profile photo's
// content checks, an optional profanity-checked caption, a daily limit per user and company, a
// public gallery that never names the uploader, and three reports hiding a photo.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { OFFICE_PHOTO_LIMIT: '3' } });
});

afterAll(async () => {
  await app?.close();
});

const MB = 1024 * 1024;

/** POSTs a photo (and a caption, when given) as the browser's FormData does. */
function sendPhoto(
  account: Account | null,
  companyId: string,
  content: Uint8Array,
  filename = 'office.png',
  caption?: string,
  type = 'image/png',
): Promise<Response> {
  const form = new FormData();
  if (caption !== undefined) form.append('caption', caption);
  form.append('photo', new Blob([new Uint8Array(content)], { type }), filename);
  const client = account?.client ?? app.client();
  return fetch(new URL(`/api/companies/${companyId}/photos`, client.baseUrl), {
    method: 'POST',
    body: form,
    headers: {
      cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      origin: client.baseUrl,
    },
  });
}

const gallery = async (companyId: string) => {
  const response = await app.client().get(`/api/companies/${companyId}/photos`);
  expect(response.status).toBe(200);
  return payload(officePhotoListSchema, await response.json()).photos;
};

const storedFiles = () => collection('office_photos.files').countDocuments();

describe('POST /api/companies/:companyId/photos', () => {
  it('stores a real image with its caption and size, and serves it to anyone, uploader unnamed', async () => {
    const company = await reviewedCompany('Photogenic Labs');
    const seeker = await loggedIn(app);
    const image = png(40, 30, [10, 120, 200]);
    const response = await sendPhoto(seeker, String(company._id), image, 'desk.png', ' Our desks ');
    expect(response.status).toBe(201);
    const { photo } = payload(savedOfficePhotoSchema, await response.json());
    expect(photo).toMatchObject({
      company_id: String(company._id),
      caption: 'Our desks',
      width: 40,
      height: 30,
      url: `/api/office-photos/${photo.id}`,
    });
    expectAnonymous(photo, [{ id: seeker.id, email: seeker.email }]);

    const listed = await gallery(String(company._id));
    expect(listed).toEqual([photo]);
    expectAnonymous(listed, [{ id: seeker.id, email: seeker.email }]);

    const served = await app.client().get(photo.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
  });

  it('lists newest first, with a null caption when none was given', async () => {
    const company = await reviewedCompany('Two Photo Co');
    const seeker = await loggedIn(app);
    const first = await sendPhoto(seeker, String(company._id), png(8, 8), 'a.png');
    const second = await sendPhoto(seeker, String(company._id), png(9, 6), 'b.png', '');
    const ids = [first, second].map(async (r) => (await r.json()).photo.id as string);
    const [firstId, secondId] = await Promise.all(ids);
    const listed = await gallery(String(company._id));
    expect(listed.map((photo) => photo.id)).toEqual([secondId, firstId]);
    expect(listed.map((photo) => photo.caption)).toEqual([null, null]);
  });

  it('refuses a text file named .jpg (415) and a photo over 2 MB (413), storing nothing', async () => {
    const company = await reviewedCompany('Picky Photos');
    const seeker = await loggedIn(app);
    const before = await storedFiles();
    const text = await sendPhoto(
      seeker,
      String(company._id),
      Buffer.from('definitely not an image\n'),
      'office.jpg',
      undefined,
      'image/jpeg',
    );
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({
      error: 'The photo must be a PNG, JPEG, WebP or GIF image',
    });
    const big = await sendPhoto(seeker, String(company._id), padded(png(), 2 * MB + 1), 'big.png');
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'The photo must be 2 MB or smaller' });
    expect(await storedFiles()).toBe(before);
    expect(await gallery(String(company._id))).toEqual([]);
  });

  it('refuses a caption with profanity or over 200 characters (400), storing nothing', async () => {
    const company = await reviewedCompany('Clean Captions');
    const seeker = await loggedIn(app);
    const before = await storedFiles();
    const rude = await sendPhoto(seeker, String(company._id), png(), 'a.png', 'What a shitty desk');
    expect(rude.status).toBe(400);
    expect(await rude.json()).toEqual({
      error: 'Caption contains language that is not allowed. Please rephrase it.',
    });
    const long = await sendPhoto(seeker, String(company._id), png(), 'a.png', 'x'.repeat(201));
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: 'Caption must be at most 200 characters' });
    expect(await storedFiles()).toBe(before);
  });

  it('answers 404 for an unknown company, 401 for a visitor and 403 for a recruiter', async () => {
    const seeker = await loggedIn(app);
    for (const id of [new Types.ObjectId().toHexString(), 'not-an-id']) {
      const unknown = await sendPhoto(seeker, id, png());
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: 'Company not found' });
      expect((await app.client().get(`/api/companies/${id}/photos`)).status).toBe(404);
    }
    const company = await reviewedCompany('Guarded Gallery');
    expect((await sendPhoto(null, String(company._id), png())).status).toBe(401);
    const recruiter = await loggedIn(app, 'Recruiter');
    expect((await sendPhoto(recruiter, String(company._id), png())).status).toBe(403);
    expect(await gallery(String(company._id))).toEqual([]);
  });

  it('limits each user to OFFICE_PHOTO_LIMIT photos of one company a day, counting valid ones only', async () => {
    const company = await reviewedCompany('Limited Lens');
    const other = await reviewedCompany('Other Lens');
    const seeker = await loggedIn(app);
    expect((await sendPhoto(seeker, String(company._id), Buffer.from('text'))).status).toBe(415);
    for (let i = 0; i < 3; i++)
      expect((await sendPhoto(seeker, String(company._id), png())).status).toBe(201);
    const refused = await sendPhoto(seeker, String(company._id), png());
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error:
        'You have added as many photos of this company as allowed today. Please try again tomorrow.',
    });
    expect(await gallery(String(company._id))).toHaveLength(3);
    expect((await sendPhoto(seeker, String(other._id), png())).status).toBe(201);
    expect((await sendPhoto(await loggedIn(app), String(company._id), png())).status).toBe(201);
  });
});

describe('reporting an office photo', () => {
  it('hides a photo reported by 3 different users; the same user counts once', async () => {
    const company = await reviewedCompany('Reported Rooms');
    const seeker = await loggedIn(app);
    const { photo } = (await (await sendPhoto(seeker, String(company._id), png())).json()) as {
      photo: { id: string; url: string };
    };
    const report = (account: Account) =>
      account.client.post(`/api/office-photos/${photo.id}/report`, { reason: 'offensive' });

    expect((await app.client().post(`/api/office-photos/${photo.id}/report`, {})).status).toBe(401);
    const first = await loggedIn(app);
    expect((await report(first)).status).toBe(200);
    expect((await report(first)).status).toBe(200);
    expect((await report(await loggedIn(app))).status).toBe(200);
    expect(await gallery(String(company._id))).toHaveLength(1);
    expect((await report(await loggedIn(app, 'Recruiter'))).status).toBe(200);

    expect(await gallery(String(company._id))).toEqual([]);
    expect((await app.client().get(photo.url)).status).toBe(404);
    expect((await report(await loggedIn(app))).status).toBe(404);
    expect(await OfficePhotoModel.findById(photo.id).lean()).toMatchObject({
      status: 'hidden',
      reports: 3,
    });
  });
});
