import { describe, expect, it } from 'vitest';
import { DOWN, failure, sessionHandlers } from './bffMocks';
import { mswServer } from './msw';

const user = {
  id: '6650f1a2c3d4e5f60bbbb001',
  email: 'ananya.krishnan@example.in',
  role: 'Job Seeker' as const,
  name: 'Ananya Krishnan',
};

describe('bffMocks', () => {
  it('answers GET /api/me with the signed-in user, or 401 for a visitor', async () => {
    mswServer.use(sessionHandlers.me(user));
    expect(await (await fetch('/api/me')).json()).toEqual({ user });

    mswServer.use(sessionHandlers.meSignedOut());
    const visitor = await fetch('/api/me');
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: 'Not logged in' });
  });

  it('fails a route with its status and body, once when asked', async () => {
    mswServer.use(
      failure('get', '/api/jobs', 503, DOWN, { once: true }),
      failure('get', '/api/jobs', 404),
    );
    const first = await fetch('/api/jobs');
    expect([first.status, await first.json()]).toEqual([503, DOWN]);
    const second = await fetch('/api/jobs');
    expect([second.status, await second.json()]).toEqual([404, {}]);
  });
});
