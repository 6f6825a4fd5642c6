import { createContext, useContext } from 'react';
import { federationRemoteLoader, type RemoteLoader } from './federationRemotes';

/** How remotes are loaded: Module Federation, unless a test (or a preview mode) provides another. */
export const RemoteLoaderContext = createContext<RemoteLoader>(federationRemoteLoader);

export function useRemoteLoader(): RemoteLoader {
  return useContext(RemoteLoaderContext);
}
