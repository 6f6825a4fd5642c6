import { ApiError } from '../api/apiFetch';

/** The text of the BFF's `{ "error": "…" }` body, or `''` when the answer carried none (or a blank one). */
export function serverErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return '';
  const { body } = error;
  return body !== null &&
    typeof body === 'object' &&
    'error' in body &&
    typeof body.error === 'string' &&
    body.error.trim().length > 0
    ? body.error
    : '';
}

/**
 * What a failed call shows (docs/product/README.md#errors-and-notifications): the server's
 * `{ error }` text when it sent one, else the page's own fallback for that call ("Failed to fetch
 * jobs", "Failed to update status", …). The one helper every page uses.
 */
export function errorText(error: unknown, fallback: string): string {
  return serverErrorText(error) || fallback;
}

/** The HTTP status of a failed call (0 for a network failure), `undefined` for any other error. */
export const httpStatus = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

/** True when the BFF answered 401: the session is gone. */
export const isLoggedOut = (error: unknown): boolean => httpStatus(error) === 401;
