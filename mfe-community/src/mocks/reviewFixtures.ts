import type { Review, ReviewedCompany, CompanyReviewsSummary } from '../reviews/reviewsApi';

// Companies and reviews as the BFF sends them (contracts' payload types), for the stories and
// the tests of the review pages (docs/product/community-and-reviews.md). Ids are ObjectIds.

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export const infosys: ReviewedCompany = {
  id: '6650f1a2c3d4e5f602220001',
  name: 'Infosys',
  industry: 'IT Services & Consulting',
  location: 'Bengaluru',
  size: '501+',
  rating: 3.8,
  reviews: 3,
};
export const hdfcBank: ReviewedCompany = {
  id: '6650f1a2c3d4e5f602220002',
  name: 'HDFC Bank',
  logo: '/api/companies/6650f1a2c3d4e5f602220002/logo',
  industry: 'Financial Services',
  location: 'Mumbai',
  size: '501+',
  rating: 4,
  reviews: 1,
};
export const byjus: ReviewedCompany = {
  id: '6650f1a2c3d4e5f602220003',
  name: "Think & Learn (BYJU'S)",
  industry: 'Education & Training',
  location: 'Bengaluru',
  size: '201-500',
  rating: 2,
  reviews: 1,
};
export const zerodha: ReviewedCompany = {
  id: '6650f1a2c3d4e5f602220004',
  name: 'Zerodha',
  industry: 'Financial Services',
  location: 'Bengaluru',
  size: '51-200',
  rating: null,
  reviews: 0,
};

export const reviewedCompanies: ReviewedCompany[] = [infosys, hdfcBank, byjus, zerodha];

const base = (company: ReviewedCompany) => ({
  company_id: company.id,
  company: company.name,
  ...(company.logo ? { company_logo: company.logo } : {}),
});

/** A full write-review review: every criterion and the reviewer's facts. */
export const infosysEngineer: Review = {
  id: '6650f1a2c3d4e5f603330001',
  ...base(infosys),
  rating: 4,
  work_life_balance: 4,
  salary: 3,
  promotions: 3,
  job_security: 5,
  skill_development: 5,
  work_satisfaction: 4,
  company_culture: 4,
  title: 'Great place to learn',
  pros: 'Structured training at Mysuru, supportive leads and a huge variety of projects.',
  cons: 'Salary hikes are slow and the bench period can be long.',
  advice_to_management: 'Revise the appraisal cycle.',
  designation: 'Senior Systems Engineer',
  department: 'engineering',
  employment_type: 'fullTime',
  work_policy: 'hybrid',
  currently_works_here: 'yes',
  employment_duration: '3 years',
  likes: 12,
  dislikes: 1,
  helpful_count: 7,
  created_at: '2026-09-05T10:00:00.000Z',
};

/** No designation: the card falls back to the department. */
export const hdfcSales: Review = {
  id: '6650f1a2c3d4e5f603330002',
  ...base(hdfcBank),
  rating: 4,
  work_life_balance: 2,
  salary: 4,
  promotions: 4,
  job_security: 4,
  skill_development: 3,
  work_satisfaction: 4,
  company_culture: 3,
  title: 'Targets are tough but pay is good',
  pros: 'Incentives are paid on time and the brand opens doors.',
  cons: 'Long hours at month end.',
  department: 'sales',
  employment_type: 'fullTime',
  work_policy: 'workingFromOffice',
  currently_works_here: 'no',
  likes: 3,
  dislikes: 0,
  helpful_count: 1,
  created_at: daysAgo(20),
};

/** A short-form review (company page): no criteria, designation or department → N/A. */
export const byjusShort: Review = {
  id: '6650f1a2c3d4e5f603330003',
  ...base(byjus),
  rating: 2,
  title: 'Pressure to sell',
  pros: 'Young team.',
  cons: 'Sales pressure on teachers, frequent layoffs and unclear roles for everyone who joined in the last two years, with little communication from leadership about what comes next.',
  likes: 0,
  dislikes: 2,
  helpful_count: 0,
  created_at: daysAgo(60),
};

export const infosysFresher: Review = {
  id: '6650f1a2c3d4e5f603330004',
  ...base(infosys),
  rating: 3,
  work_life_balance: 4,
  salary: 2,
  promotions: 2,
  job_security: 4,
  skill_development: 4,
  work_satisfaction: 3,
  company_culture: 3,
  title: 'Good start for freshers',
  pros: 'Training and friendly people.',
  cons: 'Low pay.',
  designation: 'Systems Engineer Trainee',
  department: 'engineering',
  employment_type: 'internship',
  work_policy: 'workingFromOffice',
  currently_works_here: 'no',
  employment_duration: '1 year',
  likes: 2,
  dislikes: 1,
  helpful_count: 0,
  created_at: daysAgo(90),
};

export const reviews: Review[] = [infosysEngineer, hdfcSales, byjusShort, infosysFresher];

export const infosysSummary: CompanyReviewsSummary = {
  company: {
    ...infosys,
    description: 'Global leader in next-generation digital services and consulting.',
    website: 'https://www.infosys.com',
    founded: 1981,
  },
  histogram: [
    { stars: 5, count: 1 },
    { stars: 4, count: 1 },
    { stars: 3, count: 1 },
    { stars: 2, count: 0 },
    { stars: 1, count: 0 },
  ],
  criteria: [
    { criterion: 'work_life_balance', mean: 4, count: 2 },
    { criterion: 'salary', mean: 2.5, count: 2 },
    { criterion: 'promotions', mean: 2.5, count: 2 },
    { criterion: 'job_security', mean: 4.5, count: 2 },
    { criterion: 'skill_development', mean: 4.5, count: 2 },
    { criterion: 'work_satisfaction', mean: 3.5, count: 2 },
    { criterion: 'company_culture', mean: 3.5, count: 2 },
  ],
  departments: [{ value: 'engineering', count: 2 }],
  gender: null,
};
