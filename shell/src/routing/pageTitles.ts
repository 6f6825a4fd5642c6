import { matchRoutes } from 'react-router-dom';

/** The landing page's title (and the document's until a page names itself). */
export const HOME_TITLE = 'Rozgar — jobs, companies and communities';

/** "Jobs" → "Jobs – Rozgar": how every page but the landing page is titled. */
export function siteTitle(page: string): string {
  return `${page} – Rozgar`;
}

export const NOT_FOUND_TITLE = siteTitle('Page not found');

/**
 * The one place that names each route (docs/product/navigation-and-layout.md, "Page titles"),
 * whichever package serves it. A remote's path missing here (a page shipped with the remote alone,
 * ADR 004) is titled after its h1 instead.
 */
export const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/login': 'Login',
  '/signup': 'Register',
  '/recruiter-signup': 'Register as employer',
  '/forgot-password': 'Forgot password',
  '/dashboard': 'Dashboard',
  '/notifications': 'Notifications',
  '/services': 'Services',
  '/services/interview-preparation': 'Interview preparation',
  '/services/resume-building': 'Resume building',
  '/job-search-assistance': 'Job search assistance',
  '/career-counselling': 'Career counselling',
  '/salary-insights': 'Salary insights',
  '/terms-and-conditions': 'Terms and conditions',
  '/contact-us': 'Contact us',
  // mfe-seeker
  '/jobs': 'Jobs',
  '/job-details/:jobId': 'Job details',
  '/saved-jobs': 'Saved jobs',
  '/application-tracking': 'Application tracking',
  '/jobseeker-home': 'Home',
  '/job-seeker-dashboard': 'Your profile',
  '/resume': 'Resume',
  '/resume-optimizer': 'Resume optimizer',
  '/companies': 'Companies',
  '/companies/:companyId': 'Company',
  // mfe-recruiter
  '/recruiter-dashboard': 'Recruiter dashboard',
  '/job-postings-section': 'Post a Job',
  '/job-postings-section/:jobId/edit': 'Edit job',
  '/responses': 'Manage Responses',
  '/search-resume': 'Search Candidates',
  '/advanced-search': 'Advanced search',
  '/saved-candidates': 'Saved candidates',
  '/company-profile': 'Company profile',
  '/company-profile/:companyId': 'Company profile',
  '/your-companies': 'Your companies',
  '/keyword-optimization': 'Keyword optimiser',
  '/job-analytics': 'Job Posting analytics',
  '/prescreening': 'Pre-screening',
  '/quota-usage': 'Quota usage',
  '/resdex-folders': 'Resdex folders',
  '/resdex-searches': 'Resdex searches',
  '/recruiter/application-tracking': 'Application tracking',
  '/welcome': 'Getting started',
  '/sub-users': 'Sub-users',
  // mfe-community
  '/community': 'Communities',
  '/community/:communityId/posts/:postId': 'Community post',
  '/company-reviews': 'Company reviews',
  '/write-review': 'Write a review',
  '/employee-reviews': 'Employee reviews',
  '/employee-reviews/:companyId': 'Employee reviews',
  '/contribute-salary': 'Contribute salary',
  '/share-interview-experience': 'Share interview experience',
  '/add-office-photos': 'Add office photos',
};

/**
 * The document title at `pathname`, given the paths the portal routes: the route's own title,
 * "Page not found – Rozgar" where nothing routes it, or `null` (title the page after its h1) for a
 * routed path without a title here, or an unrouted one while some remote's paths are unknown (it
 * may be theirs: the page says the area is unavailable).
 */
export function pageTitleFor(
  pathname: string,
  routedPaths: readonly string[],
  allPathsKnown: boolean,
): string | null {
  if (pathname === '/') return HOME_TITLE;
  const match = matchRoutes(
    routedPaths.map((path) => ({ path })),
    pathname,
  )?.[0]?.route.path;
  if (match === undefined) return allPathsKnown ? NOT_FOUND_TITLE : null;
  const page = PAGE_TITLES[match];
  return page === undefined ? null : siteTitle(page);
}
