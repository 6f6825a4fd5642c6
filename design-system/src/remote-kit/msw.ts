import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The one Mock Service Worker server of a test run (ADR 017): tests describe the BFF with `http`
 * handlers (`server.use(…)`) instead of replacing `fetch`, so the page's real `apiFetch`, its
 * headers and its body encoding are exercised. An `/api` request no handler answers fails the test.
 */
export const mswServer = setupServer();

/** Starts the server for a test file and forgets each test's handlers after it (vitest setup). */
export function listenWithMsw() {
  beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => mswServer.resetHandlers());
  afterAll(() => mswServer.close());
}
