import type { MouseEvent } from 'react';

export interface LoginLinksProps {
  /** The portal path to come back to once logged in (a job's page). */
  next: string;
  /**
   * Moves inside the portal without reloading it (the router's navigate). The links are plain
   * anchors because they render in the toast region, outside the page's router.
   */
  onNavigate: (path: string) => void;
}

/** An ordinary click stays in the portal; a modified one (new tab, window) is the browser's. */
function inPortal(event: MouseEvent<HTMLAnchorElement>, path: string, go: (to: string) => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  go(path);
}

/**
 * "Log in or Register", each coming back to `next` afterwards
 * (docs/product/jobs-search-and-details.md#apply-and-save): what a visitor's Apply or Save offers.
 */
export function LoginLinks({ next, onNavigate }: LoginLinksProps) {
  const back = encodeURIComponent(next);
  const login = `/login?next=${back}`;
  const register = `/signup?next=${back}`;
  return (
    <>
      <a href={login} onClick={(event) => inPortal(event, login, onNavigate)}>
        Log in
      </a>{' '}
      or{' '}
      <a href={register} onClick={(event) => inPortal(event, register, onNavigate)}>
        Register
      </a>
    </>
  );
}
