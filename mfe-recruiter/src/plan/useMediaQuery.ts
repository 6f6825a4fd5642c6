import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following its changes (the quota carousel's cards per
 * view and reduced motion). Without `matchMedia` (a server, jsdom) it is `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
