import { createContext, useContext, type ReactNode } from 'react';
import { federationRemoteLoader, type RemoteLoader } from './federationRemotes';

const RemoteLoaderContext = createContext<RemoteLoader>(federationRemoteLoader);

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

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
