import type { AppLoadContext } from '@remix-run/node';
import { rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { jsonError } from '../lib/http.server';

/** Public forms (contact, counselling) that anyone may post to, each with its own per-IP budget. */
export type PublicForm = 'contact-messages' | 'counselling-requests';

const DEFAULT_LIMIT = 10;
const WINDOW_MS = 60 * 60 * 1000;
export const PUBLIC_FORM_RATE_LIMITED = 'Too many requests. Please try again later.';

class RateLimited extends Error {}

const limiters = new Map<PublicForm, RateLimitRequestHandler>();

/** Submissions allowed per IP per hour and form: PUBLIC_FORM_RATE_LIMIT, default 10. */
function submissionsPerHour(): number {
  const configured = Number(process.env.PUBLIC_FORM_RATE_LIMIT);
  return Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_LIMIT;
}

function limiterFor(form: PublicForm): RateLimitRequestHandler {
  let limiter = limiters.get(form);
  if (!limiter) {
    limiter = rateLimit({
      limit: submissionsPerHour(),
      windowMs: WINDOW_MS,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: form,
      handler: (_req, _res, next) => next(new RateLimited()),
      // Created once per process in this module's scope; in development Vite first evaluates the
      // module while answering a request, which is what this check would wrongly flag.
      validate: { creationStack: false },
    });
    limiters.set(form, limiter);
  }
  return limiter;
}

/**
 * Counts this request against the caller's budget for `form` (express-rate-limit, per IP, the
 * same library as the login limit); over the budget it throws a 429 JSON response.
 */
export async function enforcePublicFormRateLimit(
  form: PublicForm,
  context: AppLoadContext,
): Promise<void> {
  const limiter = limiterFor(form);
  try {
    await new Promise<void>((resolve, reject) => {
      void limiter(context.req, context.res, (error?: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
      );
    });
  } catch (error) {
    if (error instanceof RateLimited) throw jsonError(429, PUBLIC_FORM_RATE_LIMITED);
    throw error;
  }
}
