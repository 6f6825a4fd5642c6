import type { FooterLink } from '@rozgar/design-system';

/**
 * The footer's link groups: recruiter, information and legal links
 * (docs/product/navigation-and-layout.md#footer).
 */
export const recruiterFooterLinks: ReadonlyArray<FooterLink> = [
  { label: 'Register as employer', href: '/recruiter-signup' },
  { label: 'Post a job', href: '/job-postings-section' },
  { label: 'Search candidates', href: '/search-resume' },
  { label: 'Recruiter dashboard', href: '/recruiter-dashboard' },
];

export const informationFooterLinks: ReadonlyArray<FooterLink> = [
  { label: 'Browse jobs', href: '/jobs' },
  { label: 'Companies', href: '/companies' },
  { label: 'Company reviews', href: '/company-reviews' },
  { label: 'Communities', href: '/community' },
  { label: 'Services', href: '/services' },
  { label: 'Salary insights', href: '/salary-insights' },
  { label: 'Career counselling', href: '/career-counselling' },
];

export const legalFooterLinks: ReadonlyArray<FooterLink> = [
  { label: 'Terms and conditions', href: '/terms-and-conditions' },
  { label: 'Contact us', href: '/contact-us' },
];
