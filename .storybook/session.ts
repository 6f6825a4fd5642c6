import { useSession, type SessionUser } from '@rozgar/design-system';

// Stories of every package set the shared session store directly (no /api/session call): signed
// out, a seeker or a recruiter. `signedInAs` returns the cleanup `beforeEach` runs after the story.

export const SEEKER = {
  id: '6650f1a2c3d4e5f60bbbb001',
  email: 'ananya.krishnan@example.in',
  role: 'Job Seeker',
  name: 'Ananya Krishnan',
} satisfies SessionUser;

export const RECRUITER = {
  id: '6650f1a2c3d4e5f60eeee001',
  email: 'priya.nair@freshworks.example.in',
  role: 'Recruiter',
  name: 'Priya Nair',
} satisfies SessionUser;

export function signedInAs(user: SessionUser | null) {
  const before = useSession.getState();
  useSession.setState(
    user ? { status: 'authenticated', user } : { status: 'anonymous', user: null },
  );
  return () => useSession.setState({ status: before.status, user: before.user });
}

/** The session is still being read (the first /api/session call has not answered). */
export function sessionLoading() {
  const before = useSession.getState();
  useSession.setState({ status: 'unknown', user: null });
  return () => useSession.setState({ status: before.status, user: before.user });
}
