import { ThemeProvider } from '@rozgar/design-system';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { statusesText } from '../../analytics/analyticsText';
import { JobAnalyticsTable } from './JobAnalyticsTable';

const none = { applied: 0, under_review: 0, interview: 0, accepted: 0, rejected: 0 };

describe('JobAnalyticsTable', () => {
  it("lists each job's figures, its title opening that job's days", () => {
    render(
      <ThemeProvider>
        <MemoryRouter>
          <JobAnalyticsTable
            range={90}
            jobs={[
              {
                job_id: '64b0000000000000000000a1',
                job_title: 'Frontend Developer',
                status: 'expired',
                posted_at: '2026-11-20T10:00:00.000Z',
                views: 8,
                applies: 1,
                apply_rate: 12.5,
                by_status: { ...none, accepted: 1 },
              },
            ]}
          />
        </MemoryRouter>
      </ThemeProvider>,
    );
    const table = screen.getByRole('table', { name: 'Your jobs in the last 90 days' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Frontend Developer' })).toHaveAttribute(
      'href',
      '/job-analytics?range=90&job=64b0000000000000000000a1',
    );
    expect(within(row).getByText('Expired')).toBeVisible();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['20 Nov 26', '8', '1', '12.5%', '1 Accepted']);
  });

  it('says the statuses in words, leaving out those with none', () => {
    expect(statusesText({ by_status: none })).toBe('None');
    expect(statusesText({ by_status: { ...none, applied: 2, rejected: 1 } })).toBe(
      '2 Applied, 1 Rejected',
    );
  });
});
