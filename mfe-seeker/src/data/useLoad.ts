import { ApiError, errorText } from '@rozgar/design-system';
import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; httpStatus?: number }
  | { status: 'ready'; data: T };

/** The profile error catalogue's default when a load fails without a server text. */
export const DEFAULT_LOAD_ERROR = 'Request timed out or failed';

/** The server's `{ error }` text when it sent one; otherwise the catalogue's default. */
export function loadErrorMessage(error: unknown): string {
  return errorText(error, DEFAULT_LOAD_ERROR);
}

/**
 * Runs `load` when `enabled` (again on `reload()`), keeping only the latest answer.
 * `load` must be stable (a module function or a memoised callback).
 */
export function useLoad<T>(load: () => Promise<T>, enabled = true) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    setState({ status: 'loading' });
    load()
      .then((data) => current && setState({ status: 'ready', data }))
      .catch(
        (error: unknown) =>
          current &&
          setState({
            status: 'error',
            message: loadErrorMessage(error),
            httpStatus: error instanceof ApiError ? error.status : undefined,
          }),
      );
    return () => {
      current = false;
    };
  }, [load, enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Replaces the loaded data after a successful write, without a new request. */
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, replace };
}
