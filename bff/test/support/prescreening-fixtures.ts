import { postedJobSchema } from '@rozgar/contracts';
import { expect } from 'vitest';
import { payload } from './payload';
import type { Account } from './profile-fixtures';

/** A job the recruiter posts through POST /api/jobs (Java, Spring; Pune), fields overridable. */
export async function postedJob(recruiter: Account, fields: Record<string, unknown> = {}) {
  const response = await recruiter.client.post('/api/jobs', {
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
  });
  expect(response.status).toBe(201);
  return payload(postedJobSchema, await response.json()).job;
}

/** Three questions: a required yes/no expecting "yes", an optional multiple choice, a required rating. */
export const QUESTIONS = [
  {
    text: 'Do you have a valid work permit?',
    type: 'yes_no',
    required: true,
    expected_answer: 'yes',
  },
  { text: 'Preferred shift', type: 'multiple_choice', options: ['Day', 'Night'] },
  { text: 'Rate your SQL', type: 'rating', required: true },
];
