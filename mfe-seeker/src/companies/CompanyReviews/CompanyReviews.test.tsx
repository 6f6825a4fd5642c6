import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { companyId, companyReview, reviewsSummary } from '../../mocks/companyFixtures';
import { handlers } from '../../mocks/handlers';
import { CompanyReviews } from './CompanyReviews';

const id = companyId(1);

describe('CompanyReviews', () => {
  it('shows the stars histogram, the criteria answered and the latest reviews', async () => {
    mswServer.use(
      handlers.reviewsSummary(reviewsSummary(1)),
      handlers.latestReviews([companyReview(1, 1)], 12),
    );
    const api = recordRequests();
    renderPage('/', <CompanyReviews companyId={id} companyName="Acme Analytics" />);
    const histogram = await screen.findByLabelText('Reviews by stars');
    expect(within(histogram).getByText('5 stars')).toBeVisible();
    const criteria = screen.getByLabelText('Ratings by criterion');
    expect(within(criteria).getByText('Salary')).toBeVisible();
    expect(within(criteria).getByText('3.8')).toBeVisible();
    // A criterion nobody rated is left out, not shown as 0.
    expect(within(criteria).queryByText('Promotions')).toBeNull();
    expect(await screen.findByRole('article', { name: 'Good place to learn 1' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read all 12 reviews' })).toHaveAttribute(
      'href',
      `/employee-reviews/${id}`,
    );
    expect(api.callsTo('GET', '/api/reviews')[0]!.url).toBe(
      `/api/reviews?company_id=${id}&page_size=3`,
    );
  });
});
