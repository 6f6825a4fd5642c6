import { delay, http, HttpResponse, type JsonBodyType, type RequestHandlerOptions } from 'msw';
import type { SessionUser } from '../session/useSession';

// What every package's MSW handlers (ADR 017) answer alike, as the BFF does: `{ error }` on
// failure, the signed-in user at GET /api/me. Each package's src/mocks/handlers.ts builds its own
// endpoints on these; stories and tests both use them (no vitest or node import here).

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The BFF's answer while its database is unreachable (503). */
export const DOWN = { error: 'Database unavailable, please try again shortly' };

/** A failed answer of the BFF: `status` with `body` (its `{ error }`, or whatever it sent). */
export const failure = (
  method: Method,
  path: string,
  status: number,
  body: JsonBodyType = {},
  options?: RequestHandlerOptions,
) => http[method](path, () => HttpResponse.json(body, { status }), options);

/** A request that never gets its answer: the page stays loading or busy. */
export const pending = (method: Method, path: string, body: JsonBodyType) =>
  http[method](path, async () => {
    await delay('infinite');
    return HttpResponse.json(body);
  });

/** GET /api/me, signed in or not. */
export const sessionHandlers = {
  /** GET /api/me: the signed-in user. */
  me: (user: SessionUser) => http.get('/api/me', () => HttpResponse.json({ user })),
  /** GET /api/me of a visitor: 401. */
  meSignedOut: () => failure('get', '/api/me', 401, { error: 'Not logged in' }),
};
