import type {
  CompaniesDirectory,
  CompanyCategory,
  CompanyPage,
  CompanyReviewsSummary,
  DirectoryCompany,
  DirectoryFacets,
  InterviewExperiencePage,
  OfficePhoto,
  Review,
} from '../companies/companiesApi';

/*
 * The companies pages' answers as the BFF sends them (the contracts' payloads): the directory, its
 * categories and facets, a company's profile, its rating summary and reviews.
 */

/** The id of fixture company `n`: an ObjectId's 24 hexadecimal digits. */
export const companyId = (n: number) => `6650f1a2c3d4e5f6c${String(n).padStart(7, '0')}`;

const NAMES = ['Acme Analytics', 'Zenith Foods', 'Bharat Pay', 'Kaveri Learning', 'Nimbus Cloud'];

/** Directory card `n`, with overrides: rated, tagged, founded, hiring. */
export function directoryCompany(
  n: number,
  overrides: Partial<DirectoryCompany> = {},
): DirectoryCompany {
  return {
    id: companyId(n),
    name: `${NAMES[(n - 1) % NAMES.length]}${n > NAMES.length ? ` ${n}` : ''}`,
    logo: null,
    rating: { average: 4.1, count: 120 + n },
    tags: ['IT Services', 'SaaS'],
    founded: 2004,
    open_jobs: 12,
    city: 'Bengaluru',
    industry: 'IT Services',
    size: '501+',
    types: ['mncs'],
    ...overrides,
  };
}

const option = (value: string, count: number, label = value) => ({ value, label, count });

/** The sidebar's groups with their counts for the current selection. */
export const directoryFacets: DirectoryFacets = {
  type: [
    option('mncs', 320, 'MNCs'),
    option('fintech', 140, 'Fintech'),
    option('fmcg-retail', 90, 'FMCG & Retail'),
    option('startups', 610, 'Startups'),
    option('edtech', 75, 'Edtech'),
  ],
  location: [
    option('Bengaluru', 410),
    option('Mumbai', 260),
    option('Pune', 190),
    option('Hyderabad', 180),
    option('Chennai', 120),
  ],
  industry: [
    option('IT Services', 520),
    option('Finance', 180),
    option('Retail', 110),
    option('Education', 70),
  ],
  department: [option('Engineering', 600), option('Sales', 300), option('Marketing', 150)],
  experience: [
    option('0-2', 400, '0-2 years'),
    option('2-5', 700, '2-5 years'),
    option('5-10', 500, '5-10 years'),
    option('10+', 120, '10+ years'),
  ],
  nature: [option('B2B', 700), option('B2C', 500), option('SaaS', 300), option('Services', 200)],
  posted: [
    option('1', 40, 'Last 24 hours'),
    option('3', 110, 'Last 3 days'),
    option('7', 260, 'Last 7 days'),
    option('15', 480, 'Last 15 days'),
    option('30', 900, 'Last 30 days'),
  ],
};

/** A directory page of `total` companies, 20 a page: page `page`'s cards. */
export function directoryPage(
  total = 1_525,
  page = 1,
  overrides: Partial<CompaniesDirectory> = {},
): CompaniesDirectory {
  const pages = Math.ceil(total / 20);
  const first = (page - 1) * 20 + 1;
  const count = Math.max(0, Math.min(20, total - first + 1));
  return {
    companies: Array.from({ length: count }, (_, index) => directoryCompany(first + index)),
    total,
    page,
    pages,
    facets: directoryFacets,
    ...overrides,
  };
}

/** The "Top companies hiring now" categories, as `GET /api/companies/highlights` counts them. */
export const companyCategories: CompanyCategory[] = [
  {
    key: 'mncs',
    name: 'MNCs',
    description: 'Large employers with more than 500 people',
    companyCount: 320,
  },
  {
    key: 'fintech',
    name: 'Fintech',
    description: 'Banking, lending, insurance and investing',
    companyCount: 140,
  },
  {
    key: 'fmcg-retail',
    name: 'FMCG & Retail',
    description: 'Consumer goods, e-commerce and retail',
    companyCount: 90,
  },
  {
    key: 'startups',
    name: 'Startups',
    description: 'Founded in the last 10 years',
    companyCount: 610,
  },
  {
    key: 'edtech',
    name: 'Edtech',
    description: 'Online learning, coaching and training',
    companyCount: 75,
  },
];

/** Company `n`'s public page (`GET /api/companies/:id`), with profile overrides. */
export function companyPage(
  n: number,
  overrides: Partial<CompanyPage['profile']> = {},
): CompanyPage {
  const card = directoryCompany(n);
  return {
    profile: {
      id: card.id,
      name: card.name,
      logo: null,
      industry: 'IT Services',
      city: 'Bengaluru',
      state: 'Karnataka',
      size: '501+',
      founded: 2004,
      description: `${card.name} builds data platforms for retailers and banks across India.`,
      website: 'https://acme.example',
      linkedin: 'https://www.linkedin.com/company/acme-example',
      twitter: null,
      facebook: null,
      types: ['mncs'],
      nature_of_business: ['B2B', 'SaaS'],
      tags: ['IT Services', 'SaaS'],
      rating: { average: 4.1, count: 3 },
      open_jobs: 2,
      claimed: true,
      ...overrides,
    },
  };
}

/** Company `n`'s rating summary: 3 reviews. */
export function reviewsSummary(n: number): CompanyReviewsSummary {
  const card = directoryCompany(n);
  return {
    company: {
      id: card.id,
      name: card.name,
      industry: 'IT Services',
      location: 'Bengaluru',
      size: '501+',
      rating: 4.1,
      reviews: 3,
    },
    histogram: [
      { stars: 5, count: 1 },
      { stars: 4, count: 1 },
      { stars: 3, count: 1 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ],
    criteria: [
      { criterion: 'work_life_balance', mean: 4.2, count: 3 },
      { criterion: 'salary', mean: 3.8, count: 3 },
      { criterion: 'promotions', mean: null, count: 0 },
    ],
    departments: [],
    gender: null,
  };
}

/** Review `r` of company `n`. */
export function companyReview(n: number, r: number, overrides: Partial<Review> = {}): Review {
  return {
    id: `6650f1a2c3d4e5f6d${String(n * 100 + r).padStart(7, '0')}`,
    company_id: companyId(n),
    company: directoryCompany(n).name,
    rating: 4,
    title: `Good place to learn ${r}`,
    pros: 'Friendly team and real ownership.',
    cons: 'Deadlines can be tight.',
    likes: 0,
    dislikes: 0,
    helpful_count: 2,
    created_at: `2026-11-${String(20 - r).padStart(2, '0')}T10:00:00.000Z`,
    ...overrides,
  };
}

/** Company `companyIdValue`'s first page of `total` interview experiences (at most 5 on it). */
export function interviewPage(companyIdValue: string, total = 2): InterviewExperiencePage {
  return {
    experiences: Array.from({ length: Math.min(total, 5) }, (_, index) => ({
      id: `6650f1a2c3d4e5f6e${String(index + 1).padStart(7, '0')}`,
      company_id: companyIdValue,
      company: 'Acme Analytics',
      role: index === 0 ? 'Frontend Engineer' : `Data Analyst ${index}`,
      interview_date: '2026-09',
      difficulty: index === 0 ? 'moderate' : 'easy',
      outcome: index === 0 ? 'selected' : 'no_response',
      questions: ['Tell us about a project you led.'],
      experience: 'Two technical rounds and a chat with the manager; friendly and on time.',
      created_at: '2026-10-01T10:00:00.000Z',
    })),
    total,
    page: 1,
    page_size: 5,
    difficulties: [
      { value: 'easy', count: Math.max(0, total - 1) },
      { value: 'moderate', count: Math.min(total, 1) },
      { value: 'hard', count: 0 },
    ],
    outcomes: [
      { value: 'selected', count: Math.min(total, 1) },
      { value: 'rejected', count: 0 },
      { value: 'no_response', count: Math.max(0, total - 1) },
      { value: 'in_progress', count: 0 },
      { value: 'declined_offer', count: 0 },
    ],
  };
}

/** A small picture drawn inline, so stories and tests fetch nothing. */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#a9c3f5"/><rect x="80" y="200" width="480" height="200" fill="#1f4fd1"/></svg>',
  );

/** Office photo `p` of company `n` (an inline picture). */
export function officePhoto(
  n: number,
  p: number,
  overrides: Partial<OfficePhoto> = {},
): OfficePhoto {
  return {
    id: `6650f1a2c3d4e5f6f${String(n * 100 + p).padStart(7, '0')}`,
    company_id: companyId(n),
    url: PICTURE,
    caption: p === 1 ? 'Our Bengaluru office' : null,
    width: 640,
    height: 480,
    created_at: '2026-10-05T10:00:00.000Z',
    ...overrides,
  };
}
