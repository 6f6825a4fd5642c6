import { describe, expect, it } from 'vitest';
import { trackingParams, trackingViewFromParams } from './trackingApi';

const job = 'a'.repeat(24);

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
