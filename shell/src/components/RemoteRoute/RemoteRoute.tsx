import { Skeleton } from '@rozgar/design-system';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useRemoteLoader } from '../../remotes/useRemoteLoader';
import { remoteArea } from '../../routing/remoteRoutes';
import { NotFoundPage } from '../../pages/NotFoundPage/NotFoundPage';
import { RemoteUnavailable } from '../RemoteUnavailable/RemoteUnavailable';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType }
  | { status: 'missing' }
  | { status: 'failed' };

/** Remotes whose last load failed: their next load re-registers them first. */
const failedRemotes = new Set<string>();

/**
 * Renders the page that `remote` exposes for `path` (ADR 001). While the remote loads: a
 * skeleton. If it cannot be loaded or its page crashes: a message naming the area and a Retry
 * that really reloads the remote. If the remote has no page for the path: not found.
 */
export function RemoteRoute({ remote, path }: { remote: string; path: string }) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const area = remoteArea(remote);
  const retry = useRef(() => {
    failedRemotes.add(remote);
    setAttempt((n) => n + 1);
  });

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loader
      .loadRoutes(remote, { fresh: failedRemotes.has(remote) })
      .then((routes) => {
        failedRemotes.delete(remote);
        if (!current) return;
        const entry = routes.find((route) => route.path === path);
        setState(entry ? { status: 'ready', Component: entry.Component } : { status: 'missing' });
      })
      .catch((error: unknown) => {
        failedRemotes.add(remote);
        console.error(`Rozgar shell: could not load ${remote}.`, error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [loader, remote, path, attempt]);

  switch (state.status) {
    case 'loading':
      return (
        <div
          role="status"
          aria-busy="true"
          aria-label={`Loading the ${area} section`}
          style={{ padding: 24 }}
        >
          <Skeleton />
        </div>
      );
    case 'failed':
      return <RemoteUnavailable area={area} onRetry={retry.current} />;
    case 'missing':
      return <NotFoundPage />;
    case 'ready': {
      const Page = state.Component;
      return (
        <RemoteErrorBoundary key={attempt} area={area} onRetry={retry.current}>
          <Page />
        </RemoteErrorBoundary>
      );
    }
  }
}
