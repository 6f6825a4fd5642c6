import { postedJobSchema } from '@rozgar/contracts';
import { expect } from 'vitest';
import { payload } from './payload';
import type { Account } from './profile-fixtures';

/**
 * A complete, valid posting as the Post a Job form sends it: a Java developer in Pune for
 * Sahyadri Softech, 2–5 years, 5–10 lakhs. `fields` override or add to it.
 */
export function jobPosting(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    job_title: 'Java Developer',
    employment_type: 'Full Time, Permanent',
    work_mode: 'Hybrid',
    job_description: 'Keep the payroll services running.',
    skills: 'Java, Spring',
    min_experience: 2,
    max_experience: 5,
    min_salary: 5,
    max_salary: 10,
    location: 'Pune',
    company: 'Sahyadri Softech',
    industry: 'IT/ITES',
    qualification: 'MCA',
    vacancies: 2,
    ...fields,
  };
}

/** The recruiter posts `jobPosting(fields)` through POST /api/jobs (201 expected): the job posted. */
export async function postedJob(recruiter: Account, fields: Record<string, unknown> = {}) {
  const response = await recruiter.client.post('/api/jobs', jobPosting(fields));
  expect(response.status).toBe(201);
  return payload(postedJobSchema, await response.json()).job;
}
