import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, seeker } from '../../mocks/handlers';
import { byjusShort, hdfcSales, infosysEngineer, reviews } from '../../mocks/reviewFixtures';
import type { Review } from '../../reviews/reviewsApi';
import { CompanyReviewsPage } from './CompanyReviewsPage';

beforeEach(() => {
  useSession.setState({ status: 'authenticated', user: seeker });
});

/** The card of a company's review: named by the company, then the review's title. */
const card = (company: string) =>
  screen.getByRole('article', {
    name: (name) => name.startsWith(`${company} `),
  });

describe('CompanyReviewsPage', () => {
  it('shows Loading..., then each review card with its facts', async () => {
    mswServer.use(...handlers.reviewsApi());
    renderPage('/company-reviews', <CompanyReviewsPage />);
    expect(screen.getByRole('status', { name: 'Loading reviews' })).toHaveTextContent('Loading...');

    const infosys = within(await screen.findByRole('article', { name: /Great place to learn/ }));
    expect(screen.getAllByRole('article')).toHaveLength(reviews.length);
    expect(infosys.getByText(/Senior Systems Engineer/)).toBeInTheDocument();
    expect(infosys.getByText('05 Sep 26')).toBeInTheDocument();
    expect(infosys.getByText(infosysEngineer.pros)).toBeInTheDocument();
    expect(infosys.getByText('Work-life balance: 4/5')).toBeInTheDocument();
    expect(infosys.getByText('Salary: 3/5')).toBeInTheDocument();
    expect(infosys.getByText('Skill development: 5/5')).toBeInTheDocument();
    expect(infosys.getByRole('button', { name: 'Like (12)' })).toBeInTheDocument();
    // No designation: the department; neither: N/A, and the tags say N/A.
    expect(within(card('HDFC Bank')).getByText(/Sales ·/)).toBeInTheDocument();
    const byjus = within(card(byjusShort.company));
    expect(byjus.getByText(/N\/A ·/)).toBeInTheDocument();
    expect(byjus.getByText('Salary: N/A')).toBeInTheDocument();
    expect(byjus.getByTestId('company-logo')).toHaveTextContent('TL');
    expect(
      within(card('HDFC Bank')).getByTestId('company-logo').querySelector('img'),
    ).toHaveAttribute('src', hdfcSales.company_logo);
    expect(screen.getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      '/write-review',
    );
    expect(screen.getByRole('link', { name: 'Contribute salary' })).toHaveAttribute(
      'href',
      '/contribute-salary',
    );
    expect(screen.getByRole('link', { name: 'Share interview experience' })).toHaveAttribute(
      'href',
      '/share-interview-experience',
    );
    expect(screen.getByRole('link', { name: 'Add office photos' })).toHaveAttribute(
      'href',
      '/add-office-photos',
    );
  });

  it('browses by location, industry and size with counts, kept in the URL', async () => {
    mswServer.use(...handlers.reviewsApi());
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage('/company-reviews', <CompanyReviewsPage />);
    await user.click(await screen.findByRole('button', { name: 'Bengaluru (3)' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getByTestId('location')).toHaveTextContent('/company-reviews?location=Bengaluru');
    expect(screen.getByRole('button', { name: 'Bengaluru (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Counted with the location applied.
    await user.click(screen.getByRole('button', { name: 'IT Services & Consulting (2)' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Mumbai (0)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '201-500 employees (0)' })).toBeDisabled();
    expect(sent.calls.at(-1)?.search.get('industry')).toBe('IT Services & Consulting');
    // Pressed again: removed.
    await user.click(screen.getByRole('button', { name: 'Bengaluru (2)' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/company-reviews?industry=IT+Services+%26+Consulting',
    );
  });

  it('searches by company name with suggestions as you type', async () => {
    mswServer.use(...handlers.reviewsApi());
    const user = userEvent.setup();
    renderPage('/company-reviews', <CompanyReviewsPage />);
    await screen.findAllByRole('article');
    await user.type(screen.getByRole('combobox', { name: 'Search by company name' }), 'hd');
    await user.click(await screen.findByRole('option', { name: /HDFC Bank/ }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(card('HDFC Bank')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/company-reviews?company=HDFC+Bank');
    // Typed and submitted with Enter.
    await user.clear(screen.getByRole('combobox', { name: 'Search by company name' }));
    await user.type(
      screen.getByRole('combobox', { name: 'Search by company name' }),
      'nobody{Enter}',
    );
    expect(await screen.findByText('No reviews found')).toBeInTheDocument();
  });

  it("likes and dislikes with the server's counts", async () => {
    mswServer.use(...handlers.reviewsApi());
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage('/company-reviews', <CompanyReviewsPage />);
    const infosys = within(await screen.findByRole('article', { name: /Great place to learn/ }));
    await user.click(infosys.getByRole('button', { name: 'Like (12)' }));
    expect(await infosys.findByRole('button', { name: 'Like (13)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(infosys.getByRole('button', { name: 'Dislike (1)' }));
    expect(await infosys.findByRole('button', { name: 'Dislike (2)' })).toBeInTheDocument();
    expect(infosys.getByRole('button', { name: 'Like (12)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(sent.bodiesOf('PUT', `/api/reviews/${infosysEngineer.id}/vote`)).toEqual([
      { action: 'like' },
      { action: 'dislike' },
    ]);
  });

  it('says Failed to like review when the vote fails, and reports a review', async () => {
    mswServer.use(handlers.voteRefuses(), ...handlers.reviewsApi());
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage('/company-reviews', <CompanyReviewsPage />);
    const infosys = within(await screen.findByRole('article', { name: /Great place to learn/ }));
    await user.click(infosys.getByRole('button', { name: 'Like (12)' }));
    expect(await screen.findByText('Failed to like review')).toBeInTheDocument();
    expect(infosys.getByRole('button', { name: 'Like (12)' })).toBeInTheDocument();

    await user.click(infosys.getByRole('button', { name: 'Report' }));
    await user.selectOptions(infosys.getByLabelText('Why are you reporting it?'), 'fake');
    const details = infosys.getByLabelText(/^Details/);
    expect(details).toHaveAttribute('maxlength', '500');
    await user.type(details, '  Not an employee: the office closed in 2019. ');
    await user.click(infosys.getByRole('button', { name: 'Send report' }));
    expect(await infosys.findByText('Reported. Thank you.')).toBeInTheDocument();
    expect(sent.bodiesOf('POST', `/api/reviews/${infosysEngineer.id}/report`)).toEqual([
      { reason: 'fake', details: 'Not an employee: the office closed in 2019.' },
    ]);

    // without details, the report is the reason alone
    const other = within(screen.getByRole('article', { name: new RegExp(hdfcSales.title) }));
    await user.click(other.getByRole('button', { name: 'Report' }));
    await user.selectOptions(other.getByLabelText('Why are you reporting it?'), 'spam');
    await user.type(other.getByLabelText(/^Details/), '   ');
    await user.click(other.getByRole('button', { name: 'Send report' }));
    expect(await other.findByText('Reported. Thank you.')).toBeInTheDocument();
    expect(sent.bodiesOf('POST', `/api/reviews/${hdfcSales.id}/report`)).toEqual([
      { reason: 'spam' },
    ]);
  });

  it('says Failed to fetch reviews with a Retry', async () => {
    mswServer.use(handlers.reviewsDown());
    const user = userEvent.setup();
    renderPage('/company-reviews', <CompanyReviewsPage />);
    expect(await screen.findByText('Failed to fetch reviews')).toBeInTheDocument();
    mswServer.use(...handlers.reviewsApi());
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('article', { name: /Great place to learn/ }),
    ).toBeInTheDocument();
  });

  it('pages through the reviews', async () => {
    const many: Review[] = Array.from({ length: 12 }, (_, index) => ({
      ...hdfcSales,
      id: `6650f1a2c3d4e5f6077${String(index).padStart(5, '0')}`,
      pros: `Review number ${index + 1}`,
      created_at: new Date(Date.UTC(2026, 5, 30 - index)).toISOString(),
    }));
    mswServer.use(...handlers.reviewsApi({ reviews: many }));
    const user = userEvent.setup();
    renderPage('/company-reviews', <CompanyReviewsPage />);
    expect(await screen.findByText('Review number 1')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Review number 11')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/company-reviews?page=2');
  });
});
