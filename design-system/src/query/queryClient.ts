import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { httpStatus } from './errorText';

/** How many times a failed read is tried again (network failure or 5xx only). */
export const MAX_QUERY_RETRIES = 2;

/**
 * Whether a failed read is worth another try: a network failure (status 0) or a server error
 * (5xx) may pass; a 4xx answer (bad input, not logged in, forbidden, not found, conflict, rate
 * limited) says the same thing again, so it is never retried. An error that is not an `ApiError`
 * (a bug in the page's own code) is not retried either.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  const status = httpStatus(error);
  return status !== undefined && (status === 0 || status >= 500);
}

/**
 * The portal's defaults (ADR 017), chosen for phones on 4G:
 * - `staleTime` 30 s: two panels, a back navigation or a remount within that time reuse the
 *   answer instead of asking again; writes invalidate what they change, so a page never shows its
 *   own edit stale.
 * - `gcTime` 5 min: an answer nobody shows is kept for a quick way back.
 * - retries: network failures and 5xx only, twice, with the library's exponential delay.
 * - `refetchOnWindowFocus` off: switching apps on a phone fires focus all the time and each
 *   refetch costs metered data; what a user changes is invalidated by the write itself.
 *   `refetchOnReconnect` stays on (stale data after the network came back is refreshed).
 * - writes (mutations) are never retried: a POST may have reached the server.
 */
export const PORTAL_QUERY_DEFAULTS: DefaultOptions = {
  queries: {
    staleTime: 30_000,
    gcTime: 5 * 60_000,
    retry: shouldRetryQuery,
    refetchOnWindowFocus: false,
    refetchOnReconnect: true,
  },
  mutations: { retry: false },
};

/** A QueryClient with the portal's defaults. The shell creates the one the whole portal uses. */
export function createPortalQueryClient(defaults: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...PORTAL_QUERY_DEFAULTS.queries, ...defaults.queries },
      mutations: { ...PORTAL_QUERY_DEFAULTS.mutations, ...defaults.mutations },
    },
  });
}
