import { useEffect, useSyncExternalStore } from 'react';

/**
 * The name a page gives itself for the document title ("React Developer" → "React Developer –
 * Rozgar"), shared by the shell and the remotes through the design system (a singleton: one store
 * per page). The shell titles each route by its path (docs/product/navigation-and-layout.md,
 * "Page titles"); a page whose title should name the thing it shows (a job, a company) calls
 * `usePageTitle` once its data has arrived, and the shell puts that name in the title while the
 * page is shown. No remote imports the shell: this store is the only contact.
 */

interface Claim {
  name: string;
}

/** Mounted claims, oldest first: the newest one names the page. */
let claims: Claim[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The name the page shown gives itself, or `null` (the shell's title for the route stands). */
export function currentPageTitleName(): string | null {
  return claims.at(-1)?.name ?? null;
}

/**
 * Names the page for the document title while the calling component is mounted: `name` without
 * the site's suffix ("Infosys", not "Infosys – Rozgar"). `null`, `undefined` or blank: no claim
 * (the data is still loading, or failed: the route's own title stays).
 */
export function usePageTitle(name: string | null | undefined): void {
  const trimmed = name?.trim() ?? '';
  useEffect(() => {
    if (!trimmed) return;
    const claim: Claim = { name: trimmed };
    claims = [...claims, claim];
    notify();
    return () => {
      claims = claims.filter((other) => other !== claim);
      notify();
    };
  }, [trimmed]);
}

/** For the shell: the name the page shown gives itself, re-rendering when it changes. */
export function usePageTitleName(): string | null {
  return useSyncExternalStore(subscribe, currentPageTitleName, currentPageTitleName);
}
