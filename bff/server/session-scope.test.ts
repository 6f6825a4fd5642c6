import type { Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { onlyWhereSessionsMatter } from './session';

const request = (method: string, cookie?: string) =>
  ({ method, headers: cookie === undefined ? {} : { cookie } }) as Request;

/** Runs the wrapped chain once; says which handlers ran and what reached `next`. */
function run(req: Request, ...handlers: RequestHandler[]) {
  const ran: string[] = [];
  let reached: unknown = 'not called';
  const named = handlers.map((handler, i): RequestHandler => (rq, rs, next) => {
    ran.push(`h${i}`);
    handler(rq, rs, next);
  });
  onlyWhereSessionsMatter(...named)(req, {} as Response, (error?: unknown) => {
    reached = error;
  });
  return { ran, reached };
}
const pass: RequestHandler = (_req, _res, next) => next();

describe('onlyWhereSessionsMatter', () => {
  it('skips the session and passport for a GET or HEAD without the session cookie', () => {
    expect(run(request('GET'), pass, pass)).toEqual({ ran: [], reached: undefined });
    expect(run(request('HEAD', 'theme=dark; rozgar.sidx=1'), pass)).toEqual({
      ran: [],
      reached: undefined,
    });
  });

  it('runs them, in order, when the cookie is sent or the request may log in or change state', () => {
    for (const req of [
      request('GET', 'rozgar.sid=s%3Aabc'),
      request('GET', 'theme=dark; rozgar.sid=s%3Aabc'),
      request('POST'),
      request('PATCH'),
      request('DELETE'),
    ])
      expect(run(req, pass, pass, pass)).toEqual({ ran: ['h0', 'h1', 'h2'], reached: undefined });
  });

  it('stops at the first error and hands it on', () => {
    const failing: RequestHandler = (_req, _res, next) => next(new Error('store down'));
    const { ran, reached } = run(request('POST'), pass, failing, pass);
    expect(ran).toEqual(['h0', 'h1']);
    expect((reached as Error).message).toBe('store down');
  });
});
