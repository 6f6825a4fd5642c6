import { describe, expect, it } from 'vitest';
import { HOME_TITLE, NOT_FOUND_TITLE, pageTitleFor } from './pageTitles';

const ROUTED = ['/', '/jobs', '/job-details/:jobId', '/contact-us', '/polls'];

describe('pageTitleFor', () => {
  it('names a route "<page> – Rozgar", parameters matched', () => {
    expect(pageTitleFor('/jobs', ROUTED, true)).toBe('Jobs – Rozgar');
    expect(pageTitleFor('/job-details/64a0', ROUTED, true)).toBe('Job details – Rozgar');
    expect(pageTitleFor('/contact-us', ROUTED, true)).toBe('Contact us – Rozgar');
  });

  it('keeps the portal’s own title for the landing page', () => {
    expect(pageTitleFor('/', ROUTED, true)).toBe(HOME_TITLE);
  });

  it('titles a path nobody routes "Page not found – Rozgar"', () => {
    expect(pageTitleFor('/nowhere', ROUTED, true)).toBe(NOT_FOUND_TITLE);
    // A title is the route's, not the path's: /jobs is listed, but not routed here.
    expect(pageTitleFor('/jobs', ['/'], true)).toBe(NOT_FOUND_TITLE);
  });

  it('leaves the title to the page’s h1 (null) for a routed path without a title, or an unrouted path some remote may own', () => {
    expect(pageTitleFor('/polls', ROUTED, true)).toBeNull();
    expect(pageTitleFor('/nowhere', ROUTED, false)).toBeNull();
  });
});
