import { DEFAULT_ACTIVE_PERIOD } from '@rozgar/contracts/vocabularies';
import { postingOptions } from '@rozgar/contracts';
import type { SessionUser } from '@rozgar/design-system';
import type { Company } from '../companies/companiesApi';
import type { Job, PostingOptions, RecruiterJob, RecruiterJobs } from '../jobs/recruiterJobsApi';
import type {
  CandidateCard,
  CandidateCriteria,
  CandidateSearches,
  RecentSearch,
  SavedSearch,
  SearchResult,
} from '../resdex/candidatesApi';

// The recruiter's BFF data for its stories and its tests, typed by the payloads the API modules
// check (../jobs/recruiterJobsApi.ts, ../resdex/candidatesApi.ts, ../companies/companiesApi.ts).
//
// The stories show realistic data: Indian candidates, companies, cities and salaries in lakhs per
// annum, dates relative to today so "applied 2 days ago" stays true. The tests build theirs with
// the `…Fixture` factories below: fixed dates and plain names, which their assertions spell out.

/**
 * An id as the BFF writes ids (24 hexadecimal digits), made from a short name the tests read:
 * `fixtureId('u1')` is the name's characters in hexadecimal, padded with zeros.
 */
export const fixtureId = (name: string | number) =>
  [...String(name)]
    .map((char) => char.charCodeAt(0).toString(16).padStart(2, '0'))
    .join('')
    .slice(-24)
    .padStart(24, '0');

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const openJob: RecruiterJob = {
  id: '6650f1a2c3d4e5f601234567',
  job_title: 'Senior Frontend Engineer (React)',
  company: 'Freshworks',
  location: 'Bengaluru',
  work_mode: 'Hybrid',
  employment_category: 'Full Time, Permanent',
  min_experience: 3,
  max_experience: 6,
  min_salary: 12,
  max_salary: 18,
  skills: ['React', 'TypeScript', 'Next.js'],
  is_active: true,
  created_at: daysAgo(6),
  updated_at: daysAgo(1),
  expiry_date: inDays(84),
  expired: false,
  status: 'active',
  applications: 23,
  resumes: 19,
  views: 412,
  created_by: { id: '6650f1a2c3d4e5f60aaaa001', name: 'Priya Nair' },
};

export const expiredJob: RecruiterJob = {
  ...openJob,
  id: '6650f1a2c3d4e5f601234568',
  job_title: 'Payroll Executive',
  location: 'Pune',
  work_mode: 'On-site',
  min_salary: 3,
  max_salary: 5,
  min_experience: 1,
  max_experience: 3,
  created_at: daysAgo(120),
  expiry_date: daysAgo(30),
  expired: true,
  status: 'expired',
  applications: 0,
  resumes: 0,
  views: 0,
};

/** A job its recruiter closed before it expired (issue 14): seekers no longer see it. */
export const closedJob: RecruiterJob = {
  ...openJob,
  id: '6650f1a2c3d4e5f60123456a',
  job_title: 'QA Engineer',
  is_active: false,
  status: 'closed',
  applications: 4,
  resumes: 3,
};

export const longTitleJob: RecruiterJob = {
  ...openJob,
  id: '6650f1a2c3d4e5f601234569',
  job_title:
    'Principal Engineer – Unified Payments Interface (UPI) Reconciliation, Settlement and Dispute Management Platform',
  location: 'Navi Mumbai, Thiruvananthapuram, Bhubaneswar',
  min_salary: 45,
  max_salary: 75,
  applications: 1204,
  resumes: 1187,
  views: 25873,
};

export const candidate: CandidateCard = {
  id: '6650f1a2c3d4e5f60cccc001',
  full_name: 'Meera Iyer',
  curr_role: 'Senior Data Analyst at Flipkart',
  address: 'Koramangala, Bengaluru, Karnataka',
  experience: 5,
  skills: ['SQL', 'Python', 'Tableau', 'Power BI', 'Statistics', 'Excel', 'Looker'],
  education: 'MBA (Business Analytics) – Symbiosis, Pune',
  expected_salary: 18.5,
  notice_period: '1 month',
  saved: false,
  resume_link: '/api/resume/6650f1a2c3d4e5f60cccc001',
};

export const savedCandidate: CandidateCard = {
  ...candidate,
  id: '6650f1a2c3d4e5f60cccc002',
  full_name: 'Arjun Deshmukh',
  curr_role: 'Backend Developer at Persistent Systems',
  address: 'Hinjewadi, Pune, Maharashtra',
  experience: 3,
  skills: ['Node.js', 'MongoDB', 'Express'],
  education: 'B.E., Information Technology – COEP, Pune',
  saved: true,
};

export const sparseCandidate: CandidateCard = {
  id: '6650f1a2c3d4e5f60cccc003',
  full_name: 'Sana Shaikh',
  curr_role: null,
  address: null,
  experience: null,
  skills: [],
  education: null,
  expected_salary: null,
  notice_period: null,
  saved: false,
  resume_link: null,
};

export const longTextCandidate: CandidateCard = {
  ...candidate,
  id: '6650f1a2c3d4e5f60cccc004',
  full_name: 'Venkata Satya Sai Lakshmi Narasimha Subrahmanyam Chakravarthula',
  curr_role:
    'Associate Vice President – Enterprise Architecture, Core Banking Transformation at HDFC Bank',
  address: 'Bandra Kurla Complex, Bandra East, Mumbai Suburban District, Maharashtra 400051',
  experience: 18,
};

/** The recruiter's saved candidates (GET /api/saved-candidates), short and long ones. */
export const savedCandidates: CandidateCard[] = [
  { ...candidate, saved: true },
  savedCandidate,
  { ...sparseCandidate, saved: true },
  { ...longTextCandidate, saved: true },
];

export const company: Company = {
  id: '6650f1a2c3d4e5f60dddd001',
  company_name: 'Freshworks',
  hiring_for: 'your company',
  email: 'careers@freshworks.example.in',
  phone: '+91 8047192000',
  website: 'https://www.freshworks.com',
  address: 'Global Infocity Park, 40 MGR Salai, Perungudi',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600096',
  industry: 'Software Product',
  size: '501+',
  description:
    'Freshworks makes business software that people love to use: customer service, IT service management and CRM for 60,000+ companies.',
  linkedin: 'https://www.linkedin.com/company/freshworks-inc',
  recruiter_id: '6650f1a2c3d4e5f60eeee001',
  created_at: daysAgo(200),
  updated_at: daysAgo(3),
};

export const sparseCompany: Company = {
  id: '6650f1a2c3d4e5f60dddd002',
  company_name: 'Sahyadri Agro Foods',
  hiring_for: 'your company',
  email: 'hr@sahyadri-agro.example.in',
  phone: '+91 2025678901',
  website: 'https://sahyadri-agro.example.in',
  address: 'Plot 12, MIDC Bhosari',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411026',
  industry: 'FMCG',
  size: '11-50',
  description: 'Processed fruit and millet foods from Maharashtra.',
  linkedin: 'https://www.linkedin.com/company/sahyadri-agro',
  recruiter_id: '6650f1a2c3d4e5f60eeee001',
  created_at: daysAgo(40),
  updated_at: daysAgo(40),
};

export const longTextCompany: Company = {
  ...company,
  id: '6650f1a2c3d4e5f60dddd003',
  company_name:
    'Hindustan Petroleum Corporation Limited (HPCL) Digital Transformation and Innovation Centre',
  hiring_for: 'a consultancy',
  description: Array.from(
    { length: 6 },
    () =>
      'We are one of India’s largest energy companies with refineries in Mumbai and Visakhapatnam, 20,000+ retail outlets and a growing digital team in Bengaluru and Pune.',
  ).join(' '),
};

export const recentSearch: RecentSearch = {
  id: '6650f1a2c3d4e5f60ffff001',
  query: 'React, TypeScript · 3–6 years · Bengaluru',
  criteria: {
    skills: ['React', 'TypeScript'],
    experience: { min: 3, max: 6 },
    location: 'Bengaluru',
    activePeriod: 6,
  },
  profiles: 148,
  new_since_last_run: 0,
  searched_at: daysAgo(0),
};

export const savedSearch: SavedSearch = {
  id: '6650f1a2c3d4e5f60ffff002',
  title: 'Pune data analysts',
  query: 'SQL, Power BI · Pune',
  criteria: { skills: ['SQL', 'Power BI'], location: 'Pune', activePeriod: 6 },
  profiles: 62,
  new_since_last_run: 3,
  saved_at: daysAgo(4),
  last_run_at: daysAgo(2),
};

// ---- The tests' factories -------------------------------------------------------------------

export const RECRUITER = {
  id: 'r1',
  email: 'recruiter@example.com',
  role: 'Recruiter',
  name: 'Priya Nair',
} satisfies SessionUser;

export const SEEKER = {
  id: 's1',
  email: 'seeker@example.com',
  role: 'Job Seeker',
  name: 'Asha Verma',
} satisfies SessionUser;

/** A `RecruiterJob` of ADR 011 as the BFF sends it, with overrides. */
export function recruiterJobFixture(
  id: string | number,
  overrides: Partial<RecruiterJob> = {},
): RecruiterJob {
  return {
    id: fixtureId(`job-${id}`),
    job_title: `Backend Engineer ${id}`,
    company: 'Acme Labs',
    location: 'Pune',
    work_mode: 'Hybrid',
    employment_category: 'Full Time, Permanent',
    min_experience: 2,
    max_experience: 5,
    min_salary: 5,
    max_salary: 10,
    skills: ['Node.js', 'MongoDB'],
    is_active: true,
    created_at: '2026-09-01T10:00:00.000Z',
    updated_at: '2026-09-05T10:00:00.000Z',
    expiry_date: '2026-11-30T10:00:00.000Z',
    expired: false,
    // The contracts' rule: expired first, then closed (not active), else active.
    status: overrides.expired ? 'expired' : overrides.is_active === false ? 'closed' : 'active',
    applications: 0,
    resumes: 0,
    views: 0,
    created_by: { id: fixtureId('recruiter'), name: 'Priya Nair' },
    ...overrides,
  };
}

/**
 * `GET /api/recruiter/jobs`: the jobs, how many are in each status, and a quota of 10 with every
 * active job open (`left` follows from the limit and the open jobs unless given).
 */
export function recruiterJobsFixture(
  jobs: RecruiterJob[],
  quota: Partial<RecruiterJobs['quota']> = {},
): RecruiterJobs {
  const count = (status: RecruiterJob['status']) =>
    jobs.filter((job) => job.status === status).length;
  const job_limit = quota.job_limit ?? 10;
  const open_jobs = quota.open_jobs ?? count('active');
  return {
    jobs,
    counts: { active: count('active'), closed: count('closed'), expired: count('expired') },
    quota: { job_limit, open_jobs, left: Math.max(0, job_limit - open_jobs), ...quota },
  };
}

/** The `Job` of `POST /api/jobs`'s answer; its id is `fixtureId(name)`. */
export function postedJobFixture(name: string, job_title: string): Job {
  return {
    id: fixtureId(name),
    job_title,
    company: 'Acme Labs',
    location: 'Pune',
    skills: ['Node.js'],
    is_active: true,
    created_at: '2026-11-20T10:00:00.000Z',
    expiry_date: '2027-02-18T10:00:00.000Z',
  };
}

/** A `CandidateCard` of ADR 012 as the BFF sends it, its id `fixtureId(name)`, with overrides. */
export function candidateFixture(
  name: string,
  overrides: Partial<CandidateCard> = {},
): CandidateCard {
  return {
    id: fixtureId(name),
    full_name: `Candidate ${name}`,
    curr_role: 'Backend Developer',
    address: 'MG Road, Pune',
    experience: 3,
    skills: ['Node.js', 'SQL'],
    education: 'B.Tech',
    expected_salary: null,
    notice_period: null,
    saved: false,
    resume_link: null,
    ...overrides,
  };
}

/** A page of `POST /api/candidates/search`. */
export function searchResultFixture(
  candidates: CandidateCard[],
  overrides: Partial<Omit<SearchResult, 'candidates'>> = {},
): SearchResult {
  return { candidates, total: candidates.length, page: 1, pageSize: 24, ...overrides };
}

/** Criteria as the BFF sends them back: the active period always, six months unless given. */
const sentCriteria = (criteria: CandidateCriteria): RecentSearch['criteria'] => ({
  activePeriod: DEFAULT_ACTIVE_PERIOD,
  ...criteria,
});

/** A `RecentSearch` / `SavedSearch` of ADR 012, its id `fixtureId(name)`. */
export function recentSearchFixture(
  name: string,
  query: string,
  criteria: CandidateCriteria,
  profiles = 4,
): RecentSearch {
  return {
    id: fixtureId(name),
    query,
    criteria: sentCriteria(criteria),
    profiles,
    new_since_last_run: 0,
    searched_at: '2026-11-20T10:00:00.000Z',
  };
}

export function savedSearchFixture(
  name: string,
  title: string,
  query: string,
  criteria: CandidateCriteria,
  profiles = 7,
): SavedSearch {
  return {
    id: fixtureId(name),
    title,
    query,
    criteria: sentCriteria(criteria),
    profiles,
    new_since_last_run: 0,
    saved_at: '2026-11-21T10:00:00.000Z',
    last_run_at: '2026-11-21T10:00:00.000Z',
  };
}

/** `GET /api/candidate-searches` with neither recent nor saved searches. */
export const noCandidateSearches: CandidateSearches = { recent: [], saved: [] };

/**
 * ADR 011's `GET /api/jobs/posting-options` answer: the contracts' lists, defaults and limits
 * (docs/product/recruiter-jobs-and-responses.md#post-a-job), with overrides.
 */
export function postingOptionsFixture(overrides: Partial<PostingOptions> = {}): PostingOptions {
  return { ...postingOptions(), ...overrides };
}

/** A `Company` of ADR 013 as the BFF sends it, its id `fixtureId(name)`, with overrides. */
export function companyFixture(name: string, overrides: Partial<Company> = {}): Company {
  return {
    id: fixtureId(name),
    company_name: `Acme Labs ${name}`,
    hiring_for: 'your company',
    email: 'hr@acme.example',
    phone: '+91 9876543210',
    website: 'https://acme.example',
    address: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    industry: 'IT/ITES',
    size: '51-200',
    description: 'We build hiring software.',
    linkedin: 'https://www.linkedin.com/company/acme',
    recruiter_id: fixtureId(RECRUITER.id),
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
