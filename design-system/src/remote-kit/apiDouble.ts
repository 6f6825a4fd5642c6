import { vi } from 'vitest';

export interface Answer {
  status?: number;
  body: unknown;
}

/** One recorded request: method, path with query, parsed JSON body. */
export interface RecordedCall {
  method: string;
  url: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/**
 * A fetch double answering by `"METHOD /path"` (query left out). Each route answers its list in
 * order, the last answer repeating; a route may also be a function of the request. A request
 * nobody expects fails the test with a 599 answer and is listed in `unexpected`.
 */
export function apiDouble(
  routes: Record<string, Answer | Answer[] | ((call: RecordedCall) => Answer)>,
) {
  const calls: RecordedCall[] = [];
  const unexpected: string[] = [];
  const counters = new Map<string, number>();
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call: RecordedCall = {
      method,
      url: url.pathname + url.search,
      path: url.pathname,
      search: url.searchParams,
      body,
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    const route = routes[key];
    let answer: Answer;
    if (route === undefined) {
      unexpected.push(key);
      answer = { status: 599, body: { error: `Unexpected request ${key}` } };
    } else if (typeof route === 'function') {
      answer = route(call);
    } else {
      const list = Array.isArray(route) ? route : [route];
      const index = counters.get(key) ?? 0;
      counters.set(key, index + 1);
      answer = list[Math.min(index, list.length - 1)]!;
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { fetch, calls, unexpected, callsTo };
}
