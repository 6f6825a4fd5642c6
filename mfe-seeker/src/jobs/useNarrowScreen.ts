import { useSyncExternalStore } from 'react';

/** Below the design system's `md` breakpoint (768 px): a phone. */
const NARROW = '(max-width: 767.98px)';

const mediaQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW)
    : null;

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on a phone-sized screen (false where media queries are unknown: the desktop layout). */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
