import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createPortalQueryClient } from './queryClient';

/**
 * Gives its children a QueryClient with the portal's defaults. The shell renders it once around
 * every page, so all remotes share its cache (the library is a Module Federation singleton); a
 * remote on its own dev server gets one from `RemoteHarness`, and a test a fresh one per render.
 */
export function PortalQueryProvider({
  client,
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  const [own] = useState(() => client ?? createPortalQueryClient());
  return <QueryClientProvider client={client ?? own}>{children}</QueryClientProvider>;
}
