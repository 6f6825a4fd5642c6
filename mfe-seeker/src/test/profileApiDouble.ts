import { vi } from 'vitest';

/** One request the page made, with its JSON body parsed (or the FormData as sent). */
export interface ProfileApiRequest {
  method: string;
  /** Path and query, as the page asked for it. */
  url: string;
  /** The path alone. */
  path: string;
  body: unknown;
}

export interface ProfileApiAnswer {
  status?: number;
  body?: unknown;
}

export type ProfileApiRoute =
  ProfileApiAnswer | ProfileApiAnswer[] | ((request: ProfileApiRequest) => ProfileApiAnswer);

/**
 * A fetch double for the profile pages, which call several endpoints: answers by
 * `"METHOD /path"` (or the exact `"METHOD /path?query"`); a list answers in order (the last
 * repeats); a function answers from the request. Unknown calls get 404. `requests` lists them all.
 */
export function profileApiDouble(routes: Record<string, ProfileApiRoute>) {
  const requests: ProfileApiRequest[] = [];
  const served = new Map<string, number>();
  const fetchDouble = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0]!;
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const request = { method, url, path, body };
    requests.push(request);
    const key = [`${method} ${url}`, `${method} ${path}`].find((candidate) => candidate in routes);
    const route = key === undefined ? undefined : routes[key];
    let answer: ProfileApiAnswer = { status: 404, body: { error: 'Not found' } };
    if (typeof route === 'function') answer = route(request);
    else if (Array.isArray(route)) {
      const index = served.get(key!) ?? 0;
      served.set(key!, index + 1);
      answer = route[Math.min(index, route.length - 1)]!;
    } else if (route) answer = route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return Object.assign(fetchDouble, {
    requests,
    /** The calls made with this method to this path (query ignored). */
    callsTo: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
  });
}
