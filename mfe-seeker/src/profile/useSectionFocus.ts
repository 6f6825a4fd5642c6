import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { sectionHeadingId } from './sections';

/** Scrolls a section into view and moves focus to its heading; false when it is not on the page. */
export function focusSection(id: string): boolean {
  const heading = document.getElementById(sectionHeadingId(id));
  if (!heading) return false;
  const reduceMotion =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  heading.focus({ preventScroll: true });
  return true;
}

/** Once the sections are on the page (`ready`), opens the one the URL hash names. */
export function useHashSectionFocus(ready: boolean) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    focusSection(decodeURIComponent(hash.slice(1)));
  }, [ready, hash, key]);
}
