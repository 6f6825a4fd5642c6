import type { FooterLink } from './Footer';

/** The footer's default texts and links (the shell passes its own from configuration). */
export const DEFAULT_SUPPORT_HOURS = '10:00 AM – 6:00 PM, Mon – Sat';

export const defaultRecruiterLinks: ReadonlyArray<FooterLink> = [
  { label: 'Register as employer', href: '/recruiter-signup' },
  { label: 'Post a job', href: '/job-postings-section' },
  { label: 'Search candidates', href: '/search-resume' },
  { label: 'Recruiter dashboard', href: '/recruiter-dashboard' },
];

export const defaultInformationLinks: ReadonlyArray<FooterLink> = [
  { label: 'Browse jobs', href: '/jobs' },
  { label: 'Company reviews', href: '/company-reviews' },
  { label: 'Communities', href: '/community' },
  { label: 'Services', href: '/services' },
  { label: 'Salary insights', href: '/salary-insights' },
  { label: 'Career counselling', href: '/career-counselling' },
];

export const defaultLegalLinks: ReadonlyArray<FooterLink> = [
  { label: 'Terms and conditions', href: '/terms-and-conditions' },
  { label: 'Contact us', href: '/contact-us' },
];
