import { useState } from 'react';
import { NotFoundPage } from '../../pages/NotFoundPage/NotFoundPage';
import { remoteArea } from '../../routing/remoteRoutes';
import { RemoteUnavailable } from '../RemoteUnavailable/RemoteUnavailable';

/**
 * A path neither the shell nor any remote routes. It is not found, unless `/remotes.json` could not
 * be read or lists a remote whose paths the BFF could not read: then the path may be that remote's,
 * and the page says the area is unavailable, with a Retry that reads `/remotes.json` again.
 */
export function UnroutedPath({
  unknownRemotes,
  onRetry,
}: {
  /** Remotes whose paths are unknown; `null` when `/remotes.json` itself could not be read. */
  unknownRemotes: string[] | null;
  onRetry: () => Promise<void>;
}) {
  const [retrying, setRetrying] = useState(false);
  if (unknownRemotes !== null && unknownRemotes.length === 0) return <NotFoundPage />;
  const area = unknownRemotes?.length === 1 ? remoteArea(unknownRemotes[0]!) : 'requested';
  return (
    <RemoteUnavailable
      area={area}
      retrying={retrying}
      onRetry={() => {
        setRetrying(true);
        void onRetry().finally(() => setRetrying(false));
      }}
    />
  );
}
