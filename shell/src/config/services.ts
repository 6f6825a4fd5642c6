/**
 * The six services of the landing page's grid and of /services
 * (docs/product/public-pages-and-services.md#services).
 */
export interface ServiceEntry {
  title: string;
  description: string;
  href: string;
  /** A decorative symbol shown on the card. */
  symbol: string;
}

export const SERVICES: ReadonlyArray<ServiceEntry> = [
  {
    title: 'Job search assistance',
    description: 'A step-by-step plan for finding openings, applying well and following up.',
    href: '/job-search-assistance',
    symbol: '⚑',
  },
  {
    title: 'Resume building',
    description: 'Write a resume that passes applicant tracking systems and gets read.',
    href: '/services/resume-building',
    symbol: '✎',
  },
  {
    title: 'Interview preparation',
    description: 'Hand-picked guides to common questions, the STAR method and technical rounds.',
    href: '/services/interview-preparation',
    symbol: '❝',
  },
  {
    title: 'Salary insights',
    description: 'Minimum, median and maximum salaries of live jobs, by role or company.',
    href: '/salary-insights',
    symbol: '₹',
  },
  {
    title: 'Company reviews',
    description: 'What employees say about work-life balance, pay and growth.',
    href: '/company-reviews',
    symbol: '★',
  },
  {
    title: 'Career counselling',
    description: 'Book a one-to-one session with an experienced career counsellor.',
    href: '/career-counselling',
    symbol: '☎',
  },
];
