import { describe, expect, it } from 'vitest';
import { recruiterApplicationsQuerySchema, recruiterApplicationsSchema } from './index';

const problem = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('recruiterApplicationsQuerySchema', () => {
  it('defaults to every job and status, page 1; blank parameters are left out', () => {
    expect(recruiterApplicationsQuerySchema.parse({})).toEqual({ page: 1 });
    expect(recruiterApplicationsQuerySchema.parse({ job: ' ', status: '' })).toEqual({ page: 1 });
    expect(
      recruiterApplicationsQuerySchema.parse({
        job: 'a'.repeat(24),
        status: 'interview',
        page: '2',
      }),
    ).toEqual({ job: 'a'.repeat(24), status: 'interview', page: 2 });
  });

  it('says what is wrong with a status, a page or an unknown parameter', () => {
    expect(problem(recruiterApplicationsQuerySchema.safeParse({ status: 'hired' }))).toBe(
      'Status must be one of: applied, under_review, interview, accepted, rejected',
    );
    expect(problem(recruiterApplicationsQuerySchema.safeParse({ page: '1.5' }))).toBe(
      'Page must be a whole number',
    );
    expect(problem(recruiterApplicationsQuerySchema.safeParse({ sort: 'applied' }))).toBe(
      'Unknown query parameter: sort',
    );
  });
});

describe('recruiterApplicationsSchema', () => {
  it('takes a page of rows and refuses an unknown status', () => {
    const row = {
      id: 'b'.repeat(24),
      job: { id: 'c'.repeat(24), title: 'Java Developer' },
      user_id: 'd'.repeat(24),
      applicant: { full_name: 'Asha Rao', experience: 6, location: 'Pune' },
      applied_at: '2026-11-20T10:00:00.000Z',
      status: 'applied',
    };
    const page = { total: 1, page: 1, page_size: 20, applications: [row] };
    expect(recruiterApplicationsSchema.parse(page)).toEqual(page);
    expect(
      recruiterApplicationsSchema.safeParse({
        ...page,
        applications: [{ ...row, status: 'hired' }],
      }).success,
    ).toBe(false);
  });
});
