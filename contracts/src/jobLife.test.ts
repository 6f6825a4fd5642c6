import { describe, expect, it } from 'vitest';
import { jobPatchSchema, jobPostingSchema, postingFromJob, recruiterJobsQuerySchema } from './jobs';

const posting = {
  job_title: 'Java Developer',
  employment_type: 'Part Time, Permanent',
  work_mode: 'In office',
  job_description: 'Keep the payroll services running.',
  skills: 'Java, Spring',
  min_experience: 2,
  max_experience: 5,
  min_salary: 3,
  max_salary: 10,
  location: 'Pune',
  company: 'Sahyadri Softech',
  industry: 'IT/ITES',
  qualification: 'MCA',
  vacancies: 3,
  perks: 'Free lunch',
};

const firstProblem = (body: unknown) => {
  const result = jobPatchSchema.safeParse(body);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("a job's life (contracts)", () => {
  it('reads a PATCH body as a status change, an extension or the whole posting', () => {
    expect(jobPatchSchema.parse({ status: 'closed' })).toEqual({
      kind: 'status',
      status: 'closed',
    });
    expect(jobPatchSchema.parse({ status: 'active' })).toEqual({
      kind: 'status',
      status: 'active',
    });
    expect(jobPatchSchema.parse({ extend_days: '60' })).toEqual({
      kind: 'extend',
      extend_days: 60,
    });
    expect(jobPatchSchema.parse(posting)).toEqual({
      kind: 'edit',
      posting: jobPostingSchema.parse(posting),
    });
  });

  it('refuses other statuses and extensions, mixed shapes and broken postings with the first problem', () => {
    expect(firstProblem({ status: 'expired' })).toMatch(/^Status must be one of/);
    expect(firstProblem({ extend_days: 45 })).toBe('Extension must be one of 30, 60, 90 days');
    expect(firstProblem({ status: 'closed', extend_days: 30 })).toBe('Unknown field: extend_days');
    expect(firstProblem({ ...posting, job_title: ' ' })).toBe('Job title is required');
    expect(firstProblem({})).toBe('Job title is required');
    expect(firstProblem([])).toBe('The request body must be a JSON object');
  });

  it("takes a tab's status or none", () => {
    expect(recruiterJobsQuerySchema.parse({})).toEqual({});
    expect(recruiterJobsQuerySchema.parse({ status: 'expired' })).toEqual({ status: 'expired' });
    expect(recruiterJobsQuerySchema.safeParse({ status: 'draft' }).success).toBe(false);
  });

  it('fills Post a Job from a stored job so that the same posting comes back', () => {
    const stored = jobPostingSchema.parse(posting);
    const job = {
      ...stored,
      company: 'Sahyadri Softech',
      employment_category: stored.employment_type,
      work_mode: 'On-site' as const,
    };
    const prefilled = postingFromJob(job);
    expect(prefilled).toMatchObject({ work_mode: 'In office', skills: 'Java, Spring' });
    expect(jobPostingSchema.parse(prefilled)).toEqual(stored);
    const companyId = '0123456789abcdef01234567';
    expect(postingFromJob({ ...job, company_id: companyId }).company_id).toBe(companyId);
  });

  it('takes a company by id instead of by name, and one of the two', () => {
    const { company: _name, ...withoutName } = posting;
    const companyId = '0123456789abcdef01234567';
    expect(jobPostingSchema.parse({ ...withoutName, company_id: companyId })).toMatchObject({
      company_id: companyId,
    });
    const missing = jobPostingSchema.safeParse(withoutName);
    expect(missing.error?.issues[0]?.message).toBe('Company name is required');
    const malformed = jobPostingSchema.safeParse({ ...posting, company_id: 'acme' });
    expect(malformed.error?.issues[0]?.message).toBe('Not a valid company id');
  });
});
