import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OutboxMessage } from '../app/models/outbox-message.server';
import { startTestApp, type TestApp } from './support/harness';

let app: TestApp;
const warnings: string[] = [];

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation((message: unknown) => {
    warnings.push(String(message));
  });
  app = await startTestApp({ env: { NODE_ENV: 'production' } });
});

afterAll(async () => {
  await app?.close();
  vi.restoreAllMocks();
});

describe('NODE_ENV=production without SMTP_URL', () => {
  it('has no outbox route', async () => {
    const response = await app.client().get('/api/dev/outbox?to=someone@example.in');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('warns clearly, and still keeps every code e-mail in the outbox collection', async () => {
    expect(warnings.some((warning) => /SMTP_URL is not set/.test(warning))).toBe(true);
    const email = 'prod-user@example.in';
    const response = await app.client().post('/api/send-otp', { email, fullName: 'Meera' });
    expect(response.status).toBe(200);
    const stored = await OutboxMessage.find({ to: email }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.text).toMatch(/is: \d{6}/);
    expect(stored[0]!.from).toBe('Rozgar <no-reply@rozgar.example>');
    expect(warnings.some((warning) => warning.includes(`e-mail to ${email}`))).toBe(true);
  });
});
