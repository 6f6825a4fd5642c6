import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { errorText } from './errorText';

/** A failed load: an alert with the text and a Retry button (QueryState's default failure). */
export function QueryError({
  title,
  onRetry,
  headingLevel,
}: {
  title: string;
  onRetry: () => void;
  /** h1 when the failure is the whole page (the page then has its one h1); default h2. */
  headingLevel?: 1 | 2;
}) {
  return (
    <div role="alert">
      <EmptyState
        title={title}
        headingLevel={headingLevel}
        action={<Button onClick={onRetry}>Retry</Button>}
      />
    </div>
  );
}

export interface QueryStateProps<T> {
  /** The query whose state is shown (the result of `useQuery`). */
  query: Pick<UseQueryResult<T>, 'status' | 'data' | 'error' | 'refetch' | 'isFetching'>;
  /** Shown while the first answer is on its way: Skeletons of the real content's size. */
  loading: ReactNode;
  /**
   * The page's text when the server gave no `{ error }` text of its own (a function when it
   * depends on the failure).
   */
  errorFallback: string | ((error: unknown) => string);
  /** The alert's title made of the message, when the page words it (`Error: …`). */
  errorTitle?: (message: string) => string;
  /** 1 when the failure takes the whole page (its title is then the page's h1); default 2. */
  errorHeadingLevel?: 1 | 2;
  /**
   * How a failure looks, when the page's differs from the default alert with a Retry button.
   * `message` is already the server's text or the fallback.
   */
  renderError?: (failure: { message: string; error: unknown; retry: () => void }) => ReactNode;
  /** True when the answer has nothing to show; `empty` is then rendered instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The loading / error / empty / ready states of one query, in the design system's own parts: the
 * page's Skeletons while loading, an `EmptyState` alert with the server's (or the page's) text and
 * a Retry button on failure, and its content once the answer is there. A page never writes this
 * state machine itself.
 */
export function QueryState<T>({
  query,
  loading,
  errorFallback,
  errorTitle = (message) => message,
  errorHeadingLevel,
  renderError,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  // A retry after a failure shows the Skeletons again, as the first load did.
  if (query.status === 'pending' || (query.status === 'error' && query.isFetching)) {
    return <>{loading}</>;
  }
  if (query.status === 'error') {
    const fallback =
      typeof errorFallback === 'function' ? errorFallback(query.error) : errorFallback;
    const message = errorText(query.error, fallback);
    const retry = () => void query.refetch();
    if (renderError) return <>{renderError({ message, error: query.error, retry })}</>;
    return (
      <QueryError title={errorTitle(message)} onRetry={retry} headingLevel={errorHeadingLevel} />
    );
  }
  const data = query.data as T;
  if (isEmpty?.(data)) return <>{empty ?? null}</>;
  return <>{children(data)}</>;
}
