import type { ProfileAnswer } from '../profile/profileApi';

/*
 * Apply readiness (docs/product/notifications-and-alerts.md#apply-readiness): applying with no
 * resume, or a profile less than 40 % complete, asks once per browser session whether to add them
 * first. The completeness is the one `GET /api/profile` reports (the dashboard's ring).
 */

export const READY_PROFILE_PERCENT = 40;
/** Set once the question was asked in this browser session (the tab's sessionStorage). */
export const READINESS_ASKED_KEY = 'rozgar.apply-readiness-asked';

export interface ApplyReadiness {
  /** No resume uploaded. */
  noResume: boolean;
  /** The profile's completeness when it is under 40 %, else null. */
  lowProfilePercent: number | null;
}

/** What is missing before applying, or null when the seeker is ready (a resume, ≥ 40 %). */
export function readinessOf(
  answer: Pick<ProfileAnswer, 'completeness' | 'resume'>,
): ApplyReadiness | null {
  const noResume = !answer.resume;
  const percent = answer.completeness.percent;
  const lowProfilePercent = percent < READY_PROFILE_PERCENT ? percent : null;
  return noResume || lowProfilePercent !== null ? { noResume, lowProfilePercent } : null;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: ask every time rather than never
  }
}

/** Whether the question was already asked in this browser session. */
export function readinessAsked(): boolean {
  return storage()?.getItem(READINESS_ASKED_KEY) === '1';
}

export function markReadinessAsked(): void {
  try {
    storage()?.setItem(READINESS_ASKED_KEY, '1');
  } catch {
    /* storage full or blocked: nothing to remember */
  }
}
