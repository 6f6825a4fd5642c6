import { INTERVIEW_EXPERIENCE_LIMITS } from '@rozgar/contracts/vocabularies';
import { emptyInterview, type ShareInterviewValues } from './shareInterviewForm';

/*
 * The share-interview-experience form kept in sessionStorage while a visitor logs in
 * (docs/product/community-and-reviews.md, "Share interview experience": they come back to the
 * filled form). This tab only, gone with it; cleared once the experience is stored.
 */

export const INTERVIEW_DRAFT_KEY = 'rozgar.shareInterview.draft';

export function saveInterviewDraft(values: ShareInterviewValues) {
  try {
    sessionStorage.setItem(INTERVIEW_DRAFT_KEY, JSON.stringify(values));
  } catch {
    /* storage full or refused: the visitor types it again */
  }
}

/** The kept draft over the empty form (only known fields of the right kind), or null. */
export function loadInterviewDraft(): ShareInterviewValues | null {
  let parsed: unknown;
  try {
    const text = sessionStorage.getItem(INTERVIEW_DRAFT_KEY);
    if (!text) return null;
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== 'object') return null;
  const kept = parsed as Record<string, unknown>;
  const draft: Record<string, unknown> = { ...emptyInterview };
  for (const [key, empty] of Object.entries(emptyInterview))
    if (typeof empty === 'string' && typeof kept[key] === 'string') draft[key] = kept[key];
  const questions = Array.isArray(kept.questions)
    ? kept.questions
        .slice(0, INTERVIEW_EXPERIENCE_LIMITS.max_questions)
        .map((question: unknown) =>
          question && typeof (question as { text?: unknown }).text === 'string'
            ? { text: (question as { text: string }).text }
            : { text: '' },
        )
    : [];
  draft.questions = questions.length > 0 ? questions : emptyInterview.questions;
  return draft as unknown as ShareInterviewValues;
}

export function clearInterviewDraft() {
  try {
    sessionStorage.removeItem(INTERVIEW_DRAFT_KEY);
  } catch {
    /* nothing kept */
  }
}
