import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../testing/renderShell';
import { JobSearchAssistancePage } from './JobSearchAssistancePage';

describe('JobSearchAssistancePage', () => {
  it('walks through the job-search plan step by step', () => {
    renderShell(<JobSearchAssistancePage />, { url: '/job-search-assistance' });
    expect(screen.getByRole('heading', { level: 1, name: 'Job search assistance' })).toBeVisible();
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(
      expect.arrayContaining([
        '1. Decide what you are looking for',
        '4. Apply with intent',
        '6. Stay safe',
      ]),
    );
  });

  it('links on to jobs, salary insights and the other services', async () => {
    renderShell(<JobSearchAssistancePage />, { url: '/job-search-assistance' });
    expect(screen.getByRole('link', { name: 'salary insights' })).toHaveAttribute(
      'href',
      '/salary-insights',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Talk to a counsellor' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/career-counselling');
  });
});
