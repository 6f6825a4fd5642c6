import type { NavSection } from '../../routing/activeSection';

/** The three navigation variants of docs/product/navigation-and-layout.md#top-navigation. */
export type NavigationVariant = 'loggedOut' | 'seeker' | 'recruiter';

export interface SessionUserLike {
  role: string;
}

/** Recruiter → recruiter navigation; any other logged-in role → seeker; nobody → logged out. */
export function navigationVariantFor(user: SessionUserLike | null | undefined): NavigationVariant {
  if (!user) return 'loggedOut';
  return user.role === 'Recruiter' ? 'recruiter' : 'seeker';
}

export interface MenuLink {
  label: string;
  /** A placeholder without target has no `to`: rendered disabled and marked "Coming soon". */
  to?: string;
  /** Only for a recruiter account's admin: a sub-user does not see it (ADR 026). */
  adminOnly?: boolean;
}

export interface NavMenuModel {
  label: string;
  section: NavSection;
  items: MenuLink[];
}

export const RECRUITER_MENUS: NavMenuModel[] = [
  {
    label: 'Jobs & Responses',
    section: 'jobs',
    items: [
      // The getting-started checklist (docs/product/recruiter-tools-and-workspace.md#welcome).
      { label: 'Getting started', to: '/welcome' },
      { label: 'Post a Job', to: '/job-postings-section' },
      { label: 'Manage Responses', to: '/responses' },
      // Every application to the recruiter's jobs (docs/product/applications-and-tracking.md#recruiters).
      { label: 'Application tracking', to: '/recruiter/application-tracking' },
      { label: 'Keyword optimiser', to: '/keyword-optimization' },
      { label: 'Pre-screening', to: '/prescreening' },
      { label: 'Mail Center' },
      { label: 'Email Templates' },
    ],
  },
  {
    label: 'Resdex',
    section: 'resdex',
    items: [
      { label: 'Search Candidates', to: '/search-resume' },
      { label: 'Advanced search', to: '/advanced-search' },
      { label: 'Resdex folders', to: '/resdex-folders' },
      { label: 'Resdex searches', to: '/resdex-searches' },
    ],
  },
  {
    label: 'Analytics',
    section: 'analytics',
    items: [
      { label: 'Job Posting analytics', to: '/job-analytics' },
      // The plan's quotas (docs/product/recruiter-tools-and-workspace.md#quota-usage).
      { label: 'Quota usage', to: '/quota-usage' },
      // The account's colleagues (docs/product/recruiter-tools-and-workspace.md#sub-users).
      { label: 'Sub-users', to: '/sub-users', adminOnly: true },
      { label: 'NFL Report' },
      { label: 'Mobile Solutions' },
    ],
  },
];

/**
 * The recruiter's menus for this user: a sub-user (`accountAdmin: false` from /api/me) goes
 * without the admin's links; an admin, or a session that does not say, keeps them all.
 */
export function recruiterMenusFor(user: { accountAdmin?: boolean } | null): NavMenuModel[] {
  if (user?.accountAdmin !== false) return RECRUITER_MENUS;
  return RECRUITER_MENUS.map((menu) => ({
    ...menu,
    items: menu.items.filter((item) => !item.adminOnly),
  }));
}

export const SEEKER_MENU: MenuLink[] = [
  { label: 'Saved jobs', to: '/saved-jobs' },
  { label: 'Resume', to: '/resume' },
  { label: 'Application tracking', to: '/application-tracking' },
];
