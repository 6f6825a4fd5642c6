import { serverErrorText as designSystemServerErrorText } from '@rozgar/design-system';

/** The BFF's own `{ error }` text, when the failure carried one (spec: "shown when present"). */
export function serverErrorText(error: unknown): string | undefined {
  return designSystemServerErrorText(error) || undefined;
}
