import { Spinner, useKnownSession, type SessionUser } from '@rozgar/design-system';
import type { ReactNode } from 'react';
import { ForJobSeekers } from '../ForJobSeekers/ForJobSeekers';
import { isRecruiter } from '../ForJobSeekers/isRecruiter';
import { LoginPrompt } from '../LoginPrompt/LoginPrompt';

export interface SignedInOnlyProps {
  /** The page to come back to after logging in. */
  next: string;
  /** Why to log in, shown in the prompt. */
  reason: ReactNode;
  /** The page for the signed-in user. */
  children: (user: SessionUser) => ReactNode;
}

/**
 * A seeker page's first question: who is this? A spinner while the session is unknown, the login
 * prompt for a visitor, "This page is for job seekers" for a recruiter, the page for a signed-in
 * seeker. The BFF checks the role on every call.
 */
export function SignedInOnly({ next, reason, children }: SignedInOnlyProps) {
  const { status, user } = useKnownSession();
  if (status === 'unknown') return <Spinner label="Loading your session" />;
  if (!user) return <LoginPrompt next={next}>{reason}</LoginPrompt>;
  if (isRecruiter(user)) return <ForJobSeekers />;
  return <>{children(user)}</>;
}
