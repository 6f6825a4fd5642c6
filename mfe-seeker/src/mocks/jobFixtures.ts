import type { SavedJob } from '../jobs/seekerJobsApi';

/** A complete job as the BFF sends it (a saved one with `saved_at`), with overrides. */
export function jobFixture(id: string | number, overrides: Partial<SavedJob> = {}): SavedJob {
  return {
    id: `job-${id}`,
    job_title: `Frontend Engineer ${id}`,
    company: 'Infosys',
    company_id: 'company-1',
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
    qualification: 'B.Tech/B.E. in any specialisation',
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
