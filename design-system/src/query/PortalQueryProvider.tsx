import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '../session';
import { createPortalQueryClient } from './queryClient';

/**
 * Gives its children a QueryClient with the portal's defaults. The shell renders it once around
 * every page, so all remotes share its cache (the library is a Module Federation singleton); a
 * remote on its own dev server gets one from `RemoteHarness`, and a test a fresh one per render.
 * When the logged-in user changes (log out, another account), every answer is dropped: one
 * person's saved jobs or applications are never shown to the next.
 */
export function PortalQueryProvider({
  client,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  const [own] = useState(() => client ?? createPortalQueryClient());
  const active = client ?? own;
  useEffect(
    () =>
      useSession.subscribe((state, previous) => {
        const previousId = previous.user?.id ?? null;
        if (previousId !== null && (state.user?.id ?? null) !== previousId) {
          void active.resetQueries();
        }
      }),
    [active],
  );
  return <QueryClientProvider client={active}>{children}</QueryClientProvider>;
}
