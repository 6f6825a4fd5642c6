import { usePageTitleName, VisuallyHidden } from '@rozgar/design-system';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { siteTitle } from '../../routing/pageTitles';

/** How long after a route change the page's h1 is waited for (a remote's code on a slow phone). */
const HEADING_WAIT_MS = 15_000;

interface Visit {
  pathname: string;
  /** False for the first page shown (and where it redirects to). */
  navigated: boolean;
  /** The element focused when the route changed. */
  leftOn: Element | null;
}

export interface RouteAnnouncerProps {
  /**
   * The route's title (pageTitles.ts), or `null` to title the page after its h1. A page that names
   * itself (`usePageTitle` from the design system: a job's or a company's name) wins while shown.
   */
  title: string | null;
  /** The id of the `<main>` holding the pages. */
  mainId: string;
}

/**
 * Gives every route its document title and, after a client-side route change (not on the first
 * load), moves focus to the new page's h1 (made focusable with tabindex=-1) and announces the
 * title in a polite live region (docs/product/navigation-and-layout.md, "Keyboard and screen
 * readers"). Remote pages arrive late, so the h1 is waited for; focus is moved only while it is
 * still where the navigation left it (the link used, or `<body>`), never taken from where the
 * user has since put it.
 */
export function RouteAnnouncer({ title: routeTitle, mainId }: RouteAnnouncerProps) {
  const { pathname } = useLocation();
  const pageName = usePageTitleName();
  const title = pageName !== null ? siteTitle(pageName) : routeTitle;
  const [announcement, setAnnouncement] = useState('');
  /** Whether the current visit's title has been announced. */
  const spoken = useRef(false);
  const titleRef = useRef(title);
  titleRef.current = title;
  // A route change, noted while rendering it: what had focus then (the link used, usually) is
  // read before the new page commits and maybe autofocuses a field. State adjusted during render.
  // A redirect (a replaced entry, e.g. `/` → `/jobseeker-home`) is still the first load if it
  // follows the first load.
  const navigationType = useNavigationType();
  const [visit, setVisit] = useState<Visit>({ pathname, navigated: false, leftOn: null });
  if (visit.pathname !== pathname) {
    setVisit({
      pathname,
      navigated: navigationType === 'REPLACE' ? visit.navigated : true,
      leftOn: document.activeElement,
    });
  }

  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title, pathname]);

  useEffect(() => {
    const { navigated, leftOn } = visit;
    const main = document.getElementById(mainId);
    if (!main) return;
    let focused: HTMLElement | null = null;
    let announced = !navigated;
    spoken.current = false;
    let stopped = false;
    // The first load with a known title: nothing to wait for.
    if (!navigated && titleRef.current !== null) return;

    const step = () => {
      if (stopped) return;
      const heading = main.querySelector('h1');
      const headingText = heading?.textContent?.trim();
      const name = titleRef.current ?? (headingText ? siteTitle(headingText) : null);
      if (name && titleRef.current === null) document.title = name;
      if (name && !announced) {
        announced = true;
        spoken.current = true;
        setAnnouncement(name);
      }
      if (!navigated || !heading) return;
      if (heading === focused && document.activeElement === heading) return;
      const active = document.activeElement;
      const untouched =
        active === null || active === document.body || active === leftOn || active === focused;
      if (!untouched) {
        stop();
        return;
      }
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      focused = heading;
    };

    const observer = new MutationObserver(step);
    const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      stopped = true;
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    step();
    return stop;
  }, [visit, mainId]);

  // A page that names itself once its data has come (a job's title) after its route's title was
  // announced: the announcement follows, so it says what the document title says.
  useEffect(() => {
    if (spoken.current && title !== null) setAnnouncement(title);
  }, [title]);

  return (
    <VisuallyHidden as="div" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </VisuallyHidden>
  );
}
