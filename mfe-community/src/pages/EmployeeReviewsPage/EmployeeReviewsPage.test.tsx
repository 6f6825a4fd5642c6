import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { handlers } from '../../mocks/handlers';
import { hdfcBank, infosys } from '../../mocks/reviewFixtures';
import { EmployeeReviewsPage } from './EmployeeReviewsPage';

const show = () => renderPage('/employee-reviews', <EmployeeReviewsPage />);

describe('EmployeeReviewsPage', () => {
  it('lists the companies with their rating and the 3 most recent reviews', async () => {
    mswServer.use(...handlers.reviewsApi());
    const requests = recordRequests();
    show();

    expect(screen.getByLabelText('Loading companies')).toHaveAttribute('aria-busy', 'true');
    const card = (await screen.findByRole('heading', { name: 'Infosys' })).closest('article')!;
    expect(within(card).getByRole('img', { name: 'Rated 3.8 out of 5' })).toBeInTheDocument();
    expect(within(card).getByText('(3 reviews)')).toBeInTheDocument();
    expect(within(card).getByText('Bengaluru · IT Services & Consulting')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Read Reviews' })).toHaveAttribute(
      'href',
      `/employee-reviews/${infosys.id}`,
    );
    // A company without reviews shows no rating.
    const zerodha = screen.getByRole('heading', { name: 'Zerodha' }).closest('article')!;
    expect(within(zerodha).getByText('No reviews yet')).toBeInTheDocument();
    expect(within(zerodha).queryByRole('img')).not.toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Recent Reviews' });
    await waitFor(() => expect(within(recent).getAllByRole('article')).toHaveLength(3));
    expect(screen.getByPlaceholderText('Search companies by name, industry, or location...'));
    expect(screen.getByRole('link', { name: 'Back to Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    expect(requests.callsTo('GET', '/api/reviews/search')[0]!.url).toBe(
      '/api/reviews/search?company=&limit=50',
    );
    expect(requests.callsTo('GET', '/api/reviews')[0]!.search.get('page_size')).toBe('3');
  });

  it('searches by name, industry or location, says when nothing matches, and resets', async () => {
    mswServer.use(...handlers.reviewsApi());
    const requests = recordRequests();
    show();
    await screen.findByRole('heading', { name: 'Infosys' });
    const search = screen.getByRole('searchbox', { name: 'Search companies' });

    await userEvent.type(search, 'financial');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Infosys' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: hdfcBank.name })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/employee-reviews?search=financial');
    expect(requests.callsTo('GET', '/api/reviews/search').at(-1)!.search.get('company')).toBe(
      'financial',
    );

    await userEvent.clear(search);
    await userEvent.type(search, 'Nowhere Ltd');
    expect(
      await screen.findByRole('heading', { name: 'No companies found matching “Nowhere Ltd”' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Search' }));
    expect(await screen.findByRole('heading', { name: 'Infosys' })).toBeInTheDocument();
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/employee-reviews$/);
  });

  it('says why the companies failed to load, and Retry loads them', async () => {
    mswServer.use(
      handlers.companySuggestionsDown(),
      handlers.reviewPage({
        reviews: [],
        total: 0,
        page: 1,
        page_size: 3,
        facets: { locations: [], industries: [], sizes: [] },
      }),
    );
    show();
    const alert = (
      await screen.findByText('Database unavailable, please try again shortly')
    ).closest('[role="alert"]') as HTMLElement;
    expect(await screen.findByText('No reviews yet')).toBeInTheDocument();

    mswServer.use(handlers.companySuggestions());
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Infosys' })).toBeInTheDocument();
  });

  it('says Failed to fetch reviews when the recent reviews fail', async () => {
    mswServer.use(handlers.companySuggestions(), handlers.reviewsDown());
    show();
    expect(await screen.findByText('Failed to fetch reviews')).toBeInTheDocument();
  });
});
