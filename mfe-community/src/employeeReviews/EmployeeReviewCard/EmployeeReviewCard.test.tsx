import { ThemeProvider } from '@rozgar/design-system';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { byjusShort, hdfcSales, infosysEngineer } from '../../mocks/reviewFixtures';
import type { Review } from '../../reviews/reviewsApi';
import { EmployeeReviewCard, type EmployeeReviewCardProps } from './EmployeeReviewCard';

const show = (props: EmployeeReviewCardProps) =>
  render(
    <ThemeProvider>
      <MemoryRouter>
        <EmployeeReviewCard {...props} />
      </MemoryRouter>
    </ThemeProvider>,
  );

describe('EmployeeReviewCard', () => {
  it('shows the stars, who the reviewer is at the company, the date and the texts', () => {
    show({ review: { ...infosysEngineer, created_at: '2026-09-05T10:00:00.000Z' } });
    expect(screen.getByRole('heading', { name: infosysEngineer.title })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: `Rated ${infosysEngineer.rating}.0 out of 5` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Senior Systems Engineer · Current Employee · 3 years ·/),
    ).toBeInTheDocument();
    expect(screen.getByText('5 Sep 2026')).toHaveAttribute('datetime', '2026-09-05T10:00:00.000Z');
    expect(screen.getByText('Advice to Management')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the department without a designation, and a short review nothing', () => {
    const { unmount } = show({ review: hdfcSales });
    expect(screen.getByText(/^Sales · Former Employee/)).toBeInTheDocument();
    unmount();
    show({ review: { ...byjusShort, created_at: '2026-01-02T00:00:00.000Z' } });
    expect(screen.getByText('2 Jan 2026').parentElement).toHaveTextContent(/^2 Jan 2026$/);
    expect(screen.queryByText('Advice to Management')).not.toBeInTheDocument();
  });

  it('offers Helpful with the count and says whether the reader found it helpful', async () => {
    const onHelpful = vi.fn();
    const review: Review = {
      ...infosysEngineer,
      helpful_count: 7,
      my_vote: { reaction: null, helpful: true },
    };
    show({ review, onHelpful });
    const helpful = screen.getByRole('button', { name: 'Helpful (7)' });
    expect(helpful).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(helpful);
    expect(onHelpful).toHaveBeenCalledWith(review);
  });

  it("links the company's reviews when it shows the company", () => {
    show({ review: infosysEngineer, showCompany: true });
    expect(screen.getByRole('link', { name: infosysEngineer.company })).toHaveAttribute(
      'href',
      `/employee-reviews/${infosysEngineer.company_id}`,
    );
  });
});
