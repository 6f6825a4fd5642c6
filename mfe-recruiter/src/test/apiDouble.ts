import {
  postingOptions,
  type Company,
  type EmploymentType,
  type WorkMode,
} from '@rozgar/contracts';
export {
  apiDouble,
  type Answer,
  type RecordedCall,
} from '@rozgar/design-system/remote-kit/testing';

export const RECRUITER = {
  id: 'r1',
  email: 'recruiter@example.com',
  role: 'Recruiter' as const,
  name: 'Priya Nair',
};

export const SEEKER = {
  id: 's1',
  email: 'seeker@example.com',
  role: 'Job Seeker' as const,
  name: 'Asha Verma',
};

/** A `RecruiterJob` of ADR 011 as the BFF sends it, with overrides. */
export function recruiterJobFixture(id: string | number, overrides: Record<string, unknown> = {}) {
  return {
    id: `job-${id}`,
    job_title: `Backend Engineer ${id}`,
    company: 'Acme Labs',
    location: 'Pune',
    work_mode: 'Hybrid' satisfies WorkMode,
    employment_category: 'Full Time, Permanent' satisfies EmploymentType,
    min_experience: 2,
    max_experience: 5,
    min_salary: 5,
    max_salary: 10,
    is_active: true,
    created_at: '2026-09-01T10:00:00.000Z',
    updated_at: '2026-09-05T10:00:00.000Z',
    expiry_date: '2026-11-30T10:00:00.000Z',
    expired: false,
    applications: 0,
    resumes: 0,
    ...overrides,
  };
}

/** A `JobApplication` of ADR 011, with overrides of its user_details. */
export function applicationFixture(
  jobId: string,
  userId: string,
  status = 'applied',
  details: Record<string, unknown> = {},
) {
  return {
    id: `app-${jobId}-${userId}`,
    job_id: jobId,
    user_id: userId,
    status,
    applied_at: '2026-09-06T10:00:00.000Z',
    updated_at: '2026-09-06T10:00:00.000Z',
    user_details: {
      full_name: `Candidate ${userId}`,
      email: `${userId}@example.com`,
      education: 'B.Tech/B.E.',
      skills: ['Node.js', 'MongoDB'],
      experience: '3 years',
      resume_link: null,
      ...details,
    },
  };
}

/** A `CandidateCard` of ADR 012 as the BFF sends it, with overrides. */
export function candidateFixture(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    full_name: `Candidate ${id}`,
    curr_role: 'Backend Developer',
    address: 'MG Road, Pune',
    experience: 3,
    skills: ['Node.js', 'SQL'],
    education: 'B.Tech',
    saved: false,
    resume_link: null,
    ...overrides,
  };
}

/** A page of `POST /api/candidates/search`. */
export function searchResultFixture(
  candidates: ReturnType<typeof candidateFixture>[],
  overrides: Record<string, unknown> = {},
) {
  return { candidates, total: candidates.length, page: 1, pageSize: 24, ...overrides };
}

/** A `RecentSearch` / `SavedSearch` of ADR 012. */
export function recentSearchFixture(id: string, query: string, criteria: object, profiles = 4) {
  return { id, query, criteria, profiles, searched_at: '2026-11-20T10:00:00.000Z' };
}

export function savedSearchFixture(
  id: string,
  title: string,
  query: string,
  criteria: object,
  profiles = 7,
) {
  return { id, title, query, criteria, profiles, saved_at: '2026-11-21T10:00:00.000Z' };
}

/**
 * ADR 011's `GET /api/jobs/posting-options` answer: the contracts' lists, defaults and limits
 * (docs/product/recruiter-jobs-and-responses.md#post-a-job), with overrides.
 */
export function postingOptionsFixture(overrides: Record<string, unknown> = {}) {
  return { ...postingOptions(), ...overrides };
}

/** A `Company` of ADR 013 as the BFF sends it (the contracts' `Company`), with overrides. */
export function companyFixture(id: string, overrides: Record<string, unknown> = {}) {
  const company: Company = {
    id,
    company_name: `Acme Labs ${id}`,
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
    recruiter_id: 'r1',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  };
  return { ...company, ...overrides };
}
