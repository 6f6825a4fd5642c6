import { emptyReview, type WriteReviewValues } from './writeReviewForm';

/*
 * The write-review form kept in sessionStorage while a visitor logs in
 * (docs/product/community-and-reviews.md, "Write a review": they come back to the filled form).
 * This tab only, gone with it; cleared once the review is stored.
 */

export const DRAFT_KEY = 'rozgar.writeReview.draft';

export function saveDraft(values: WriteReviewValues) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    /* storage full or refused: the visitor types it again */
  }
}

/** The kept draft over the empty form (only known fields of the right kind), or null. */
export function loadDraft(): WriteReviewValues | null {
  let parsed: unknown;
  try {
    const text = sessionStorage.getItem(DRAFT_KEY);
    if (!text) return null;
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const draft: Record<string, unknown> = { ...emptyReview };
  for (const [key, empty] of Object.entries(emptyReview)) {
    const value = (parsed as Record<string, unknown>)[key];
    if (empty === null ? typeof value === 'number' : typeof value === 'string') draft[key] = value;
  }
  return draft as unknown as WriteReviewValues;
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    /* nothing kept */
  }
}
