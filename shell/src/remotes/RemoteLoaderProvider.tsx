import type { ReactNode } from 'react';
import type { RemoteLoader } from './federationRemotes';
import { RemoteLoaderContext } from './useRemoteLoader';

/** Lets tests (and a future preview mode) replace how remotes are loaded. */
export function RemoteLoaderProvider({
  loader,
  children,
}: {
  loader: RemoteLoader;
  children: ReactNode;
}) {
  return <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>;
}
