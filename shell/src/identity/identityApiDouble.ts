import { vi } from 'vitest';

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
 * A fetch double for component tests: answers `"METHOD /path"` with queued answers (the last one
 * repeats), an unknown route with 404, and records every call with its parsed JSON body.
 */
export function stubIdentityApi(routes: Record<string, FakeAnswer | FakeAnswer[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map(
    Object.entries(routes).map(([route, answers]) => [
      route,
      Array.isArray(answers) ? [...answers] : [answers],
    ]),
  );
  const fetchDouble = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path, body });
    const queue = queues.get(`${method} ${path}`);
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!answer) return Response.json({ error: 'Not found' }, { status: 404 });
    return Response.json(answer.body ?? { success: true }, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchDouble);
  return {
    calls,
    /** The bodies sent to one route, in order. */
    bodiesOf: (route: string) =>
      calls.filter((call) => `${call.method} ${call.path}` === route).map((call) => call.body),
  };
}
