import { ThemeProvider } from '@rozgar/design-system';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axisTop, chartSummary } from './chartScale';
import { DailyChart } from './DailyChart';

const DAYS = [
  { date: '2026-11-23', views: 0, applies: 0 },
  { date: '2026-11-24', views: 7, applies: 1 },
  { date: '2026-11-25', views: 3, applies: 2 },
];

describe('axisTop', () => {
  it('rounds the largest value up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 10, 11, 38, 120].map(axisTop)).toEqual([
      1, 1, 2, 5, 10, 10, 20, 50, 200,
    ]);
  });
});

describe('chartSummary', () => {
  it('says the period, its totals and its busiest day', () => {
    expect(chartSummary(DAYS)).toBe(
      '23 Nov 26 to 25 Nov 26: 10 views and 3 applies; most views on 24 Nov 26 (7)',
    );
    expect(chartSummary([{ date: '2026-11-25', views: 1, applies: 1 }])).toBe(
      '25 Nov 26 to 25 Nov 26: 1 view and 1 apply; most views on 25 Nov 26 (1)',
    );
    expect(chartSummary(DAYS.slice(0, 1))).toBe('23 Nov 26 to 23 Nov 26: 0 views and 0 applies');
  });
});

describe('DailyChart', () => {
  it('draws a column per day scaled to the axis, named by its summary, with the same figures in a table', () => {
    const { container } = render(
      <ThemeProvider>
        <DailyChart caption="Views and applies per day" days={DAYS} />
      </ThemeProvider>,
    );
    expect(
      screen.getByRole('img', {
        name: 'Views and applies per day: 23 Nov 26 to 25 Nov 26: 10 views and 3 applies; most views on 24 Nov 26 (7)',
      }),
    ).toBeVisible();
    const heights = [...container.querySelectorAll('rect[data-day]')].map((rect) =>
      Number(rect.getAttribute('height')),
    );
    // the axis tops at 10: 7 views are 70 % of the plot's height, 3 views 30 %
    expect(heights[0]).toBe(0);
    expect(heights[1]! / heights[2]!).toBeCloseTo(7 / 3);
    expect(screen.getByRole('figure', { name: 'Views and applies per day' })).toBeVisible();

    const table = screen.getByRole('table', {
      name: 'Views and applies per day: the figures per day',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '23 Nov 2600',
      '24 Nov 2671',
      '25 Nov 2632',
    ]);
    expect(screen.getByRole('region', { name: /the figures per day/ })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });
});
