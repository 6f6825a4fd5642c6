import { Card, Spinner, useSession, type SessionUser } from '@rozgar/design-system';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Page } from './Page';

export interface RecruiterOnlyProps {
  /** What a visitor who is not logged in sees (a heading and a way to log in). */
  loggedOut: ReactNode;
  /** The page itself, given the logged-in recruiter. */
  children: (user: SessionUser) => ReactNode;
}

/**
 * Shows `children` to a logged-in recruiter only: asks `/api/me` when nobody has yet (the
 * stand-alone harness), a spinner meanwhile, `loggedOut` to visitors and a clear note to seekers.
 */
export function RecruiterOnly({ loggedOut, children }: RecruiterOnlyProps) {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const refresh = useSession((state) => state.refresh);
  const unknown = status === 'unknown';

  useEffect(() => {
    if (!unknown) return;
    refresh().catch(() => {
      /* the store settles as anonymous: the login prompt shows */
    });
  }, [unknown, refresh]);

  if (unknown) {
    return (
      <Page aria-busy="true">
        <Spinner />
      </Page>
    );
  }
  if (!user) return <Page>{loggedOut}</Page>;
  if (user.role !== 'Recruiter') {
    return (
      <Page>
        <Card>
          <h1>This page is for recruiters</h1>
          <p>
            You are signed in as a job seeker. Head to <Link to="/jobseeker-home">your home</Link>{' '}
            or <Link to="/jobs">browse jobs</Link>.
          </p>
        </Card>
      </Page>
    );
  }
  return <>{children(user)}</>;
}
