import { ApiError } from '@rozgar/design-system';

/** What a failed load says after "Error: ": the server's text, or a plain fallback. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'The answer from the server could not be read. Please try again.';
}
