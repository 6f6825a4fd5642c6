import { ApiError } from '@rozgar/design-system';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { loadErrorMessage } from './useLoad';

describe('loadErrorMessage', () => {
  it("shows the server's error text", () => {
    expect(
      loadErrorMessage(
        new ApiError(403, 'Only job seekers can do this', {
          error: 'Only job seekers can do this',
        }),
      ),
    ).toBe('Only job seekers can do this');
  });

  it('falls back to "Request timed out or failed" without a server text', () => {
    expect(loadErrorMessage(new ApiError(502, 'The server had a problem.', 'Bad gateway'))).toBe(
      'Request timed out or failed',
    );
    expect(loadErrorMessage(new ApiError(0, 'Network error.', new TypeError('offline')))).toBe(
      'Request timed out or failed',
    );
    expect(loadErrorMessage(z.object({ a: z.string() }).safeParse({}).error)).toBe(
      'Request timed out or failed',
    );
  });
});
