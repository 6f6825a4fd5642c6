import { Spinner, useKnownSession, type SessionUser } from '@rozgar/design-system';
import type { ReactNode } from 'react';
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
 * prompt for a visitor, the page for a signed-in user. The BFF checks the role on every call.
 */
export function SignedInOnly({ next, reason, children }: SignedInOnlyProps) {
  const { status, user } = useKnownSession();
  if (status === 'unknown') return <Spinner label="Loading your session" />;
  if (!user) return <LoginPrompt next={next}>{reason}</LoginPrompt>;
  return <>{children(user)}</>;
}
