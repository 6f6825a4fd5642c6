import { useSession } from '@rozgar/design-system';
import { useEffect } from 'react';

/** The shared session, asking the BFF who is logged in when nobody has asked yet. */
export function useKnownSession() {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const refresh = useSession((state) => state.refresh);
  useEffect(() => {
    if (status !== 'unknown') return;
    refresh().catch(() => {
      /* the store settles as anonymous: the page asks to log in */
    });
  }, [status, refresh]);
  return { status, user };
}
