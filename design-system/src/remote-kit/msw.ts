import { isCommonAssetRequest } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, onTestFinished } from 'vitest';

/**
 * The one Mock Service Worker server of a test run (ADR 017): tests describe the BFF with `http`
 * handlers (`server.use(…)`) instead of replacing `fetch`, so the page's real `apiFetch`, its
 * headers and its body encoding are exercised. An `/api` request no handler answers fails the test.
 */
export const mswServer = setupServer();

/** `"METHOD /path"` of every request no handler answered, in order (see `recordRequests`). */
const unhandled: string[] = [];

const routeOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`;

/** Starts the server for a test file and forgets each test's handlers after it (vitest setup). */
export function listenWithMsw() {
  beforeAll(() =>
    mswServer.listen({
      // MSW's "error" strategy (print and refuse the request), remembering the route as well.
      onUnhandledRequest(request, print) {
        if (isCommonAssetRequest(request)) return;
        unhandled.push(routeOf(request));
        print.error();
      },
    }),
  );
  afterEach(() => mswServer.resetHandlers());
  afterAll(() => mswServer.close());
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** One request the page sent to the MSW server: method, path with query, parsed JSON body. */
export interface SentRequest {
  method: string;
  /** Path and query, as `"/api/jobs?page=2"`. */
  url: string;
  path: string;
  search: URLSearchParams;
  /** The parsed JSON body; `undefined` without one (filled in as the request is read). */
  body: unknown;
}

/**
 * Records, for the rest of the current test, every request the MSW server receives, so a test can
 * check what the page sent (method, path, query, body) besides what it shows. `unexpected` lists
 * the requests no handler answered (they also fail with a network error, as ever).
 */
export function recordRequests() {
  const calls: SentRequest[] = [];
  const firstUnhandled = unhandled.length;
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const call: SentRequest = {
      method: request.method.toUpperCase(),
      url: url.pathname + url.search,
      path: url.pathname,
      search: url.searchParams,
      body: undefined,
    };
    calls.push(call);
    if (request.body !== null) {
      // Cloned at once, before a handler consumes the body; read while the handler answers.
      void request
        .clone()
        .text()
        .then((text) => {
          call.body = parseBody(text);
        });
    }
  };
  mswServer.events.on('request:start', listener);
  onTestFinished(() => {
    mswServer.events.removeListener('request:start', listener);
  });
  /** The requests to one `method` and `path` (query left out), in order. */
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return {
    calls,
    callsTo,
    /** The bodies sent to one `method` and `path`, in order. */
    bodiesOf: (method: string, path: string) => callsTo(method, path).map((call) => call.body),
    /** `"METHOD /path"` of the requests no handler answered since recording started. */
    get unexpected() {
      return unhandled.slice(firstUnhandled);
    },
  };
}
