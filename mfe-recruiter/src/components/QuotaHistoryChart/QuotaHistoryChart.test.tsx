import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { quotaFixture, quotaHistory } from '../../mocks/quotaFixtures';
import { historySummary } from '../../plan/quotaView';
import { QuotaHistoryChart } from './QuotaHistoryChart';

const views = quotaFixture(
  'resume_views',
  12,
  100,
  quotaHistory((index) => (index === 29 ? 5 : index === 10 ? 7 : 0)),
);

describe('QuotaHistoryChart', () => {
  it('names the picture by the total and the busiest day', () => {
    renderPage('/', <QuotaHistoryChart quota={views} />);
    expect(
      screen.getByRole('img', {
        name: '12 resumes opened in the last 30 days, most on 6 Nov (7)',
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('figure', { name: 'Resumes opened per day, last 30 days' }),
    ).toBeVisible();
    expect(historySummary(quotaFixture('candidate_invites', 0, 10))).toBe(
      'No invites sent in the last 30 days',
    );
  });

  it('draws one column a day, as high as its share of the busiest day', () => {
    const { container } = renderPage('/', <QuotaHistoryChart quota={views} />);
    const columns = container.querySelectorAll('rect[data-date]');
    expect(columns).toHaveLength(30);
    const height = (date: string) =>
      Number(container.querySelector(`rect[data-date="${date}"]`)!.getAttribute('height'));
    expect(height('2026-11-06')).toBeGreaterThan(height('2026-11-25'));
    expect(height('2026-11-25') / height('2026-11-06')).toBeCloseTo(5 / 7);
    expect(height('2026-11-01')).toBe(0);
  });

  it('shows every day’s figure in a table under a summary reached by Tab', async () => {
    const user = userEvent.setup();
    renderPage('/', <QuotaHistoryChart quota={views} />);
    const table = screen.getByRole('table', {
      name: 'Resume views: resumes opened per day',
      hidden: true,
    });
    expect(table).not.toBeVisible();
    await user.tab();
    expect(screen.getByText('Show the data as a table')).toHaveFocus();
    // jsdom does not toggle <details> from the keyboard as browsers do; a click is the same action
    await user.click(screen.getByText('Show the data as a table'));
    expect(table).toBeVisible();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[1]).toHaveTextContent('27 Oct0');
    expect(rows[30]).toHaveTextContent('25 Nov5');
  });
});
