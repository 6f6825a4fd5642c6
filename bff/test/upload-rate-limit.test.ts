import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness';
import { loggedIn, pdf, png, upload, type Account } from './support/profile-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { UPLOAD_RATE_LIMIT: '3' } });
});

afterAll(async () => {
  await app?.close();
});

const uploadResume = async (account: Account) =>
  upload(account.client, '/api/resume', 'resume', await pdf(['Kavya Menon']), 'cv.pdf');
const uploadPhoto = (account: Account) =>
  upload(account.client, '/api/profile/photo', 'photo', png(), 'me.png', 'image/png');

describe('the per-user upload limit', () => {
  it('counts resume and photo uploads together and answers 429 JSON with Retry-After when over', async () => {
    const seeker = await loggedIn(app);
    expect((await uploadResume(seeker)).status).toBe(201);
    expect((await uploadPhoto(seeker)).status).toBe(200);
    // Deleting is not an upload.
    expect((await seeker.client.request('/api/resume', { method: 'DELETE' })).status).toBe(200);
    expect((await uploadResume(seeker)).status).toBe(201);

    for (const blocked of [await uploadPhoto(seeker), await uploadResume(seeker)]) {
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({ error: 'Too many uploads. Please try again later.' });
      const retryAfter = Number(blocked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
    }

    // Another user from the same address has a budget of their own.
    const other = await loggedIn(app);
    expect((await uploadPhoto(other)).status).toBe(200);
  });
});
