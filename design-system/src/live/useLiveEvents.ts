import { useEffect, useRef } from 'react';
import { subscribeLiveEvents, type LiveListener } from './sharedEventSource';

/**
 * While mounted with a `url`, calls `onMessage` with the server events of that URL named in
 * `types` and with `{ kind: 'reconnected' }` after a dropped connection comes back. Every hook
 * on the same URL shares one EventSource (sharedEventSource.ts); `url: null` listens to nothing
 * (a visitor who is not logged in).
 */
export function useLiveEvents(
  url: string | null,
  types: readonly string[],
  onMessage: LiveListener,
): void {
  const latest = useRef(onMessage);
  useEffect(() => {
    latest.current = onMessage;
  });
  const typesKey = types.join('\n');
  useEffect(() => {
    if (url === null) return undefined;
    return subscribeLiveEvents(url, typesKey === '' ? [] : typesKey.split('\n'), (message) =>
      latest.current(message),
    );
  }, [url, typesKey]);
}
