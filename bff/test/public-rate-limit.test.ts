import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContactMessage } from '../app/models/contact-message.server';
import { startTestApp, type TestApp } from './support/harness';

let app: TestApp;

const message = {
  name: 'Rahul Verma',
  email: 'rahul@example.com',
  subject: 'Question about my account',
  message: 'How do I change the e-mail address on my account?',
};

beforeAll(async () => {
  app = await startTestApp({ env: { PUBLIC_FORM_RATE_LIMIT: '3' } });
});

afterAll(async () => {
  await app?.close();
});

describe('public form rate limit', () => {
  it('answers 429 JSON once an address has posted too often, and stores nothing more', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await app.client().post('/api/contact-messages', message)).status).toBe(201);
    }
    const blocked = await app.client().post('/api/contact-messages', message);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: 'Too many requests. Please try again later.' });
    expect(blocked.headers.get('ratelimit-policy')).toMatch(/q=3/);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(await ContactMessage.countDocuments()).toBe(3);
  });

  it('keeps a separate budget per form', async () => {
    const response = await app.client().post('/api/counselling-requests', {});
    expect(response.status).toBe(400);
  });
});
