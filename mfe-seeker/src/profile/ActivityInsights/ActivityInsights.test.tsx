import { screen, within } from '@testing-library/react';
import { APPLICATION_STATUSES } from '@rozgar/contracts/vocabularies';
import { applicationStatusDisplay } from '../../jobs/applicationStatus';
import { describe, expect, it } from 'vitest';
import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { handlers } from '../../mocks/handlers';
import type { Insights } from '../profileApi';
import { ActivityInsights } from './ActivityInsights';

/** Twelve weeks, each starting a Monday, the last on 23 Nov 2026. */
const weeks = Array.from({ length: 12 }, (_, index) => ({
  week_start: new Date(Date.UTC(2026, 8, 7 + index * 7)).toISOString().slice(0, 10),
  count: index === 11 ? 3 : index % 2,
}));

const insights: Insights = {
  applications_by_status: { applied: 4, under_review: 2, interview: 1, accepted: 0, rejected: 3 },
  applications_by_week: weeks,
  saved_jobs: 7,
  completeness_history: [
    { at: '2026-11-20T10:00:00Z', percent: 75 },
    { at: '2026-10-01T10:00:00Z', percent: 42 },
  ],
};

describe('ActivityInsights', () => {
  it('draws each figure with its numbers in words and in a table', async () => {
    mswServer.use(handlers.insights(insights));
    renderPage('/', <ActivityInsights />);

    const byStatus = await screen.findByRole('figure', { name: 'Applications by status' });
    expect(within(byStatus).getByRole('img')).toHaveAccessibleName(
      'Applications by status: Applied 4, Shortlisted 2, Interviewing 1, Selected 0, Rejected 3',
    );
    // the same names as the seeker's application tracking
    for (const { value } of APPLICATION_STATUSES)
      expect(within(byStatus).getByRole('img').getAttribute('aria-label')).toContain(
        applicationStatusDisplay(value).label,
      );
    const statusTable = within(byStatus).getByRole('table', { hidden: true });
    expect(within(statusTable).getAllByRole('row', { hidden: true })).toHaveLength(6);

    const perWeek = screen.getByRole('figure', { name: 'Applications per week (last 12 weeks)' });
    expect(within(perWeek).getAllByRole('row', { hidden: true })).toHaveLength(13);
    expect(within(perWeek).getByRole('img').getAttribute('aria-label')).toMatch(/23 Nov: 3$/);

    expect(screen.getByRole('region', { name: 'Saved jobs' })).toHaveTextContent('7');

    const history = screen.getByRole('figure', { name: 'Profile completeness over time' });
    expect(within(history).getByRole('img')).toHaveAccessibleName(
      'Profile completeness over time: 01 Oct 26: 42%, 20 Nov 26: 75%',
    );
  });

  it('says "No data available" when there is no completeness history yet', async () => {
    mswServer.use(handlers.insights({ ...insights, completeness_history: [] }));
    renderPage('/', <ActivityInsights />);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });

  it('shows the load error text', async () => {
    mswServer.use(
      handlers.refuses('get', '/api/profile/insights', 'Only job seekers can do this', {
        status: 403,
      }),
    );
    renderPage('/', <ActivityInsights />);
    expect(await screen.findByText('Error: Only job seekers can do this')).toBeInTheDocument();
  });
});
