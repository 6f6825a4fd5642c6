import { isLoggedOut, QueryState, type QueryStateProps } from '@rozgar/design-system';
import type { ReactNode } from 'react';

export interface PageQueryStateProps<T> {
  /** The page's h1, above every state but the login prompt. */
  heading: ReactNode;
  /** The query the page shows (the result of `useQuery`). */
  query: QueryStateProps<T>['query'];
  /** The page's text when the server gave no `{ error }` text of its own. */
  errorFallback: string;
  /** Shown instead of the page when the server answers that the session is gone (401). */
  loginPrompt: ReactNode;
  /** True when the answer has nothing to show; `empty` (the page's EmptyState) is shown then. */
  isEmpty: (data: T) => boolean;
  empty: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A recruiter list page's frame around its one query (ADR 017): the page's heading over
 * "Loading...", over "Error: …" when the load fails, over its EmptyState or over its content; the
 * login prompt alone when the session has ended. Manage Responses and Saved Candidates share it.
 */
export function PageQueryState<T>({
  heading,
  query,
  errorFallback,
  loginPrompt,
  isEmpty,
  empty,
  children,
}: PageQueryStateProps<T>) {
  return (
    <QueryState
      query={query}
      loading={
        <>
          {heading}
          <p aria-busy="true">Loading...</p>
        </>
      }
      errorFallback={errorFallback}
      renderError={({ error, message }) =>
        isLoggedOut(error) ? (
          loginPrompt
        ) : (
          <>
            {heading}
            <p role="alert">Error: {message}</p>
          </>
        )
      }
      isEmpty={isEmpty}
      empty={
        <>
          {heading}
          {empty}
        </>
      }
    >
      {(data) => (
        <>
          {heading}
          {children(data)}
        </>
      )}
    </QueryState>
  );
}
