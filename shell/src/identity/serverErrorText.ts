import { ApiError } from '@rozgar/design-system';

/** The BFF's own `{ error }` text, when the failure carried one (spec: "shown when present"). */
export function serverErrorText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body;
  if (body !== null && typeof body === 'object' && 'error' in body) {
    const text = (body as { error: unknown }).error;
    if (typeof text === 'string' && text.trim().length > 0) return text;
  }
  return undefined;
}
