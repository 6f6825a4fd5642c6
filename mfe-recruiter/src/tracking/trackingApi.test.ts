import { describe, expect, it } from 'vitest';
import { jobFilterOptions, trackingParams, trackingViewFromParams } from './trackingApi';

const job = 'a'.repeat(24);

describe('jobFilterOptions', () => {
  it('names each job by its title, with its posting date when another has the same title', () => {
    const job = (id: string, job_title: string, created_at: string) => ({
      id,
      job_title,
      created_at,
    });
    expect(
      jobFilterOptions([
        job('a', 'Java Developer', '2026-11-20T10:00:00Z'),
        job('b', 'Data Analyst', '2026-11-19T10:00:00Z'),
        job('c', 'Java Developer', '2026-09-05T10:00:00Z'),
      ]),
    ).toEqual([
      { value: '', label: 'All jobs' },
      { value: 'a', label: 'Java Developer (posted 20 Nov 26)' },
      { value: 'b', label: 'Data Analyst' },
      { value: 'c', label: 'Java Developer (posted 05 Sep 26)' },
    ]);
  });
});

describe('the tracking view in the URL', () => {
  it('reads job, status and page, and reads anything unknown as all or page 1', () => {
    expect(
      trackingViewFromParams(new URLSearchParams(`job=${job}&status=interview&page=3`)),
    ).toEqual({ job, status: 'interview', page: 3 });
    expect(trackingViewFromParams(new URLSearchParams('status=hired&page=-2&job='))).toEqual({
      page: 1,
    });
  });

  it('writes only what differs from all jobs, all statuses, page 1', () => {
    expect(trackingParams({ page: 1 }).toString()).toBe('');
    expect(trackingParams({ job, status: 'rejected', page: 2 }).toString()).toBe(
      `job=${job}&status=rejected&page=2`,
    );
  });
});
