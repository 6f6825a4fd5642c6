import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@rozgar/design-system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobFacts, type JobFactsJob } from './JobFacts';

const job: JobFactsJob = {
  location: 'Pune',
  min_experience: 2,
  max_experience: 5,
  min_salary: 8,
  max_salary: 14,
  work_mode: 'Hybrid',
  job_type: 'Full Time',
  created_at: '2026-11-23T06:00:00.000Z',
};

function renderFacts(facts: JobFactsJob, showPosted = true) {
  return render(
    <ThemeProvider theme={theme}>
      <JobFacts job={facts} showPosted={showPosted} />
    </ThemeProvider>,
  );
}

describe('JobFacts: the posted date', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says how long ago in a <time> with the instant, beside the absolute date', () => {
    renderFacts(job);
    const age = screen.getByText('2 days ago');
    expect(age.tagName).toBe('TIME');
    expect(age).toHaveAttribute('datetime', '2026-11-23T06:00:00.000Z');
    expect(age.closest('li')).toHaveTextContent(/^Posted 2 days ago · 23 Nov 26$/);
  });

  it('reads today, yesterday and 30+ days ago at the edges', () => {
    const { rerender } = renderFacts({ ...job, created_at: '2026-11-25T11:00:00.000Z' });
    expect(screen.getByText('today').closest('li')).toHaveTextContent('Posted today · 25 Nov 26');
    const show = (created_at: string) =>
      rerender(
        <ThemeProvider theme={theme}>
          <JobFacts job={{ ...job, created_at }} />
        </ThemeProvider>,
      );
    show('2026-11-24T06:00:00.000Z');
    expect(screen.getByText('yesterday').closest('li')).toHaveTextContent(
      'Posted yesterday · 24 Nov 26',
    );
    show('2026-09-01T06:00:00.000Z');
    expect(screen.getByText('30+ days ago').closest('li')).toHaveTextContent(
      'Posted 30+ days ago · 01 Sep 26',
    );
  });

  it('shows no posted date when asked not to', () => {
    renderFacts(job, false);
    expect(screen.queryByText(/Posted/)).not.toBeInTheDocument();
  });
});
