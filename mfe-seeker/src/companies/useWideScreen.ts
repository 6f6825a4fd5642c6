import { useSyncExternalStore } from 'react';

/** The design system's `lg` breakpoint: from here the filters sit beside the list. */
const WIDE = '(min-width: 1024px)';

const mediaQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE)
    : null;

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on a screen wide enough for a sidebar (true where media queries are unknown). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? true,
    () => true,
  );
}
