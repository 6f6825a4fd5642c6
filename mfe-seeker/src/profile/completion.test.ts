import { describe, expect, it } from 'vitest';
import { completionView } from './completion';

describe('completionView', () => {
  it('is red at 4 filled fields and yellow from 5', () => {
    expect(completionView({ filled: 4, percent: 33 }).tone).toBe('red');
    expect(completionView({ filled: 0, percent: 0 }).tone).toBe('red');
    expect(completionView({ filled: 5, percent: 42 }).tone).toBe('yellow');
    expect(completionView({ filled: 12, percent: 100 }).tone).toBe('yellow');
  });

  it('asks for the missing percentage until the profile is complete', () => {
    expect(completionView({ filled: 5, percent: 42 }).buttonText).toBe('Add 58% Missing Details');
    expect(completionView({ filled: 4, percent: 33.3 }).buttonText).toBe('Add 67% Missing Details');
    expect(completionView({ filled: 12, percent: 100 }).buttonText).toBe('Edit Details');
  });
});
