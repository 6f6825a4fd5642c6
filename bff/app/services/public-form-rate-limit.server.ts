import type { AppLoadContext } from '@remix-run/node';
import type { PublicForm } from '../lib/rate-limits.server';

export type { PublicForm };

/**
 * Counts this request against the caller's budget for `form` (per IP, per form, counted in the
 * database so every BFF process shares it); over the budget it throws a 429 JSON response with
 * Retry-After.
 */
export async function enforcePublicFormRateLimit(
  form: PublicForm,
  context: AppLoadContext,
): Promise<void> {
  await context.rateLimits.publicForm(form, context.req, context.res);
}
