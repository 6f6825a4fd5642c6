import { ThemeProvider } from '@rozgar/design-system';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rateText } from '../../analytics/analyticsText';
import { AnalyticsTotals } from './AnalyticsTotals';

describe('AnalyticsTotals', () => {
  it('names each figure and each status with its count', () => {
    render(
      <ThemeProvider>
        <AnalyticsTotals
          figures={{
            views: 40,
            applies: 5,
            apply_rate: 12.5,
            by_status: { applied: 2, under_review: 1, interview: 1, accepted: 0, rejected: 1 },
          }}
        />
      </ThemeProvider>,
    );
    const value = (term: string, scope: HTMLElement = document.body) =>
      within(scope).getByText(term).parentElement!.querySelector('dd')!.textContent;
    expect(value('Views')).toBe('40');
    expect(value('Applies')).toBe('5');
    expect(value('Apply rate')).toBe('12.5%');
    const statuses = screen.getByLabelText('Applications by status');
    expect(
      ['Applied', 'Reviewing', 'Interview', 'Accepted', 'Rejected'].map((s) => value(s, statuses)),
    ).toEqual(['2', '1', '1', '0', '1']);
  });

  it('shows no rate without views', () => {
    expect(rateText(null)).toBe('—');
    expect(rateText(0)).toBe('0%');
  });
});
