import type { Job } from '../jobs/jobsApi';
import type { Application, SavedJob } from '../jobs/seekerJobsApi';

/** The id of fixture job `n`: an ObjectId's 24 hexadecimal digits, as the BFF sends ids. */
export const jobId = (n: number) => `6650f1a2c3d4e5f6${String(n).padStart(8, '0')}`;

/** A complete job as the BFF sends it (the contracts' payload), with overrides. */
export function jobFixture(n: number, overrides: Partial<Job> = {}): Job {
  return {
    id: jobId(n),
    job_title: `Frontend Engineer ${n}`,
    company: 'Infosys',
    company_id: '6650f1a2c3d4e5f6c0000001',
    location: 'Bengaluru',
    min_salary: 8,
    max_salary: 14,
    min_experience: 2,
    max_experience: 5,
    work_mode: 'Hybrid',
    job_type: 'Full Time',
    employment_category: 'Full Time, Permanent',
    industry: 'IT/ITES',
    role: 'Frontend Developer',
    department: 'Engineering',
    qualification: 'B.Tech/B.E.',
    vacancies: 3,
    skills: ['React', 'TypeScript'],
    job_description: 'Build the web apps our customers use every day.',
    candidate_profile: '2–5 years with React and TypeScript.',
    requirements: 'At least 2 years of relevant experience.',
    perks: 'Health insurance, Flexible hours',
    about_company: 'Infosys is a global leader in next-generation digital services.',
    is_active: true,
    created_at: '2026-11-20T10:00:00.000Z',
    expiry_date: '2099-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A saved job as `GET /api/saved-jobs` sends it: the job with when it was saved. */
export function savedJobFixture(n: number, overrides: Partial<SavedJob> = {}): SavedJob {
  return { ...jobFixture(n), saved_at: '2026-11-18T09:00:00.000Z', ...overrides };
}

/** Application `n` as `GET /api/applications` sends it: to job `n`, applied on 1 Nov 2026. */
export function applicationFixture(n: number, overrides: Partial<Application> = {}): Application {
  const at = '2026-11-01T10:00:00.000Z';
  return {
    id: `6650f1a2c3d4e5f6a${String(n).padStart(7, '0')}`,
    job_id: jobId(n),
    job_title: `Frontend Engineer ${n}`,
    company: 'Infosys',
    location: 'Pune',
    status: 'applied',
    applied_at: at,
    updated_at: at,
    history: [{ status: 'applied', at }],
    ...overrides,
  };
}

/** The signed-in users of `GET /api/me` (`{ user }`). */
export const SEEKER = {
  id: 'seeker-1',
  email: 'seeker@example.com',
  role: 'Job Seeker',
  name: 'Asha Verma',
};

export const RECRUITER = {
  id: 'recruiter-1',
  email: 'recruiter@example.com',
  role: 'Recruiter',
  name: 'Priya Nair',
};
