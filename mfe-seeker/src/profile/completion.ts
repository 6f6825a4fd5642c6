import type { Completeness } from './profileApi';

/**
 * Filled fields at or below which the ring and its button are red
 * (docs/product/seeker-profile-and-resume.md#profile-completeness).
 */
export const RED_AT_OR_BELOW = 4;

export interface CompletionView {
  percent: number;
  tone: 'red' | 'yellow';
  /** "Edit Details" at 100 %, otherwise "Add {100 - pct}% Missing Details". */
  buttonText: string;
}

/** How the profile board shows the BFF's completeness (the BFF alone counts the fields). */
export function completionView({ filled, percent }: Pick<Completeness, 'filled' | 'percent'>) {
  const rounded = Math.round(percent);
  return {
    percent: rounded,
    tone: filled <= RED_AT_OR_BELOW ? 'red' : 'yellow',
    buttonText: rounded >= 100 ? 'Edit Details' : `Add ${100 - rounded}% Missing Details`,
  } satisfies CompletionView;
}
