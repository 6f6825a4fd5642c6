import { mswServer } from '@rozgar/design-system/remote-kit/testing';
import { http, HttpResponse } from 'msw';

/** One answer of the fake BFF. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The identity BFF for component tests, as MSW handlers (ADR 017): answers `"METHOD /path"` with
 * queued answers (the last one repeats), an unknown `/api` route with 404, and records every call
 * with its parsed JSON body. The page's real `apiFetch` sends the requests.
 */
export function stubIdentityApi(routes: Record<string, FakeAnswer | FakeAnswer[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map(
    Object.entries(routes).map(([route, answers]) => [
      route,
      Array.isArray(answers) ? [...answers] : [answers],
    ]),
  );
  mswServer.use(
    http.all('*/api/*', async ({ request }) => {
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      const method = request.method.toUpperCase();
      const isJson = request.headers.get('Content-Type')?.includes('application/json') ?? false;
      const body = isJson ? ((await request.json()) as unknown) : undefined;
      calls.push({ method, path, body });
      const queue = queues.get(`${method} ${path}`);
      const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
      if (!answer) return HttpResponse.json({ error: 'Not found' }, { status: 404 });
      return HttpResponse.json((answer.body ?? { success: true }) as Record<string, unknown>, {
        status: answer.status ?? 200,
      });
    }),
  );
  return {
    calls,
    /** The bodies sent to one route, in order. */
    bodiesOf: (route: string) =>
      calls.filter((call) => `${call.method} ${call.path}` === route).map((call) => call.body),
  };
}
