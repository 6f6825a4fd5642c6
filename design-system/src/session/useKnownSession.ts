import { useEffect } from 'react';
import { useSession } from './useSession';

/**
 * The shared session, asking the BFF who is logged in when nobody has asked yet (a remote's page
 * opened on its own, before the shell's start-up `refresh()`).
 */
export function useKnownSession() {
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const refresh = useSession((state) => state.refresh);
  useEffect(() => {
    if (status !== 'unknown') return;
    refresh().catch(() => {
      /* the store settles as anonymous: pages show their login prompt */
    });
  }, [status, refresh]);
  return { status, user };
}
