import { Types } from 'mongoose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Job } from './job.server';
import { jobJson } from './job-json.server';

const full = {
  _id: new Types.ObjectId(),
  job_title: 'Senior Java Developer',
  company: 'Sahyadri Softech',
  company_id: new Types.ObjectId(),
  location: 'Pune',
  min_salary: 8,
  max_salary: 14,
  job_type: 'Full Time',
  work_mode: 'Hybrid',
  min_experience: 3,
  max_experience: 6,
  industry: 'IT/ITES',
  skills: ['Java', 'Spring'],
  job_description: 'Keep the payroll services running.',
  recruiter_id: new Types.ObjectId(),
  is_active: true,
  created_at: new Date('2026-11-01T10:00:00Z'),
  updated_at: new Date('2026-11-02T10:00:00Z'),
  opened_at: new Date('2026-11-02T10:00:00Z'),
  expiry_date: new Date('2026-12-01T10:00:00Z'),
};

describe('jobJson', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['a complete job', full],
    [
      'a job without the defaulted fields',
      { _id: full._id, job_title: 'QA', company: 'K', location: 'Pune' },
    ],
    ['nulls kept as they are', { ...full, skills: null, expiry_date: null, min_salary: null }],
    [
      'what an older database stored',
      {
        ...full,
        __v: 4,
        rating: 4.4,
        reviews: 1234,
        legacy: { a: 1 },
        empty: {},
        text_search_language: 'none',
      },
    ],
  ])('is what the hydrated document gives: %s', (_name, raw) => {
    expect(jobJson({ ...raw })).toEqual(Job.hydrate({ ...raw }).toJSON());
  });

  it('leaves the stored document unchanged', () => {
    const raw = { ...full };
    jobJson(raw);
    expect(raw).toEqual(full);
  });
});
