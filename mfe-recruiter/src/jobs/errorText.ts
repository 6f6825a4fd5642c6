import { ApiError } from '@rozgar/design-system';

/**
 * What a failed call shows (docs/product/README.md#errors-and-notifications): the server's
 * `{ error }` text when it sent one, else the page's fallback for that call ("Failed to fetch
 * jobs", "Failed to update status", …).
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const { body } = error;
  const serverText =
    body !== null && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
      ? body.error
      : '';
  return serverText || fallback;
}

/** True when the BFF answered 401: the session is gone. */
export const isLoggedOut = (error: unknown) => error instanceof ApiError && error.status === 401;
