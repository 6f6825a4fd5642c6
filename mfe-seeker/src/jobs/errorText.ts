import { ApiError, errorText as pageErrorText } from '@rozgar/design-system';

const UNREADABLE = 'The answer from the server could not be read. Please try again.';

/**
 * What a failed job load says after "Error: ": the design system's one rule (the server's
 * `{ error }` text), else the plain text of the status (`ApiError.message`: network error, server
 * problem, …), else a fallback for an answer that could not be read.
 */
export function errorText(error: unknown): string {
  return pageErrorText(error, error instanceof ApiError ? error.message : UNREADABLE);
}
