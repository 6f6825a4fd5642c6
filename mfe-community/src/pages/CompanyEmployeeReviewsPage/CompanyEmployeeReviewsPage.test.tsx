import { currentPageTitleName, useSession } from '@rozgar/design-system';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { employeeReviewsHandlers } from '../../mocks/employeeReviewsHandlers';
import { handlers } from '../../mocks/handlers';
import { officePhotosHandlers } from '../../mocks/officePhotosHandlers';
import { infosys, infosysSummary, reviews, zerodha } from '../../mocks/reviewFixtures';
import { CompanyEmployeeReviewsPage } from './CompanyEmployeeReviewsPage';

const initialSession = useSession.getState();
const SEEKER = { id: '6650f1a2c3d4e5f609990001', email: 'asha@example.com', role: 'Job Seeker' };

beforeEach(() => {
  useSession.setState({ status: 'authenticated', user: SEEKER });
  // The office photos' gallery has tests of its own (OfficePhotos.test.tsx).
  mswServer.use(officePhotosHandlers.officePhotos([]));
});
afterEach(() => {
  useSession.setState(initialSession, true);
});

const show = (companyId = infosys.id, query = '') =>
  renderPage(
    '/employee-reviews/:companyId',
    <CompanyEmployeeReviewsPage />,
    `/employee-reviews/${companyId}${query}`,
  );

const infosysReviews = reviews.filter((review) => review.company_id === infosys.id);
const articles = () =>
  within(screen.getByRole('region', { name: /Reviews for/ })).queryAllByRole('article');

describe('CompanyEmployeeReviewsPage', () => {
  it("shows the company's profile, its rating breakdown and its reviews", async () => {
    mswServer.use(handlers.companyReviewsSummary(), ...employeeReviewsHandlers.companyReviewsApi());
    const requests = recordRequests();
    show();

    expect(screen.getByLabelText('Loading the company')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Infosys' })).toBeInTheDocument();
    expect(currentPageTitleName()).toBe('Infosys reviews');
    expect(screen.getByText('IT Services & Consulting')).toBeInTheDocument();
    expect(screen.getByText('501+ employees')).toBeInTheDocument();
    expect(screen.getByText(infosysSummary.company.description!)).toBeInTheDocument();
    const overall = screen.getByRole('region', { name: 'Overall rating' });
    expect(within(overall).getByRole('img', { name: 'Rated 3.8 out of 5' })).toBeInTheDocument();
    expect(within(overall).getByText('(3 reviews)')).toBeInTheDocument();
    const bars = within(overall).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '5 stars1 review',
      '4 stars1 review',
      '3 stars1 review',
      '2 stars0 reviews',
      '1 star0 reviews',
    ]);
    expect(screen.getByText('Salary').nextElementSibling).toHaveTextContent('2.5 ★');
    expect(screen.getByRole('heading', { name: '3 Reviews for Infosys' })).toBeInTheDocument();
    await waitFor(() => expect(articles()).toHaveLength(infosysReviews.length));
    expect(requests.callsTo('GET', '/api/reviews')[0]!.url).toBe(
      `/api/reviews?company_id=${infosys.id}&page=1&page_size=10&sort=newest`,
    );
  });

  it('writes a review with the form: required fields, then the review at the top and a toast', async () => {
    mswServer.use(handlers.companyReviewsSummary(), ...employeeReviewsHandlers.companyReviewsApi());
    const requests = recordRequests();
    show(infosys.id, '?sort=lowest');
    await waitFor(() => expect(articles()).toHaveLength(infosysReviews.length));

    const toggle = screen.getByRole('button', { name: 'Write a Review' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Cancel Review' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const form = screen.getByRole('form', { name: 'Review Infosys' });

    await userEvent.type(within(form).getByLabelText(/Review Title/), 'Good place to learn');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(within(form).getByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(within(form).getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(requests.callsTo('POST', `/api/companies/${infosys.id}/reviews`)).toHaveLength(0);

    // Keyboard: the arrow keys move through the stars.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(form).getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(within(form).getByLabelText(/^Pros/), 'Training in Mysuru');
    await userEvent.type(within(form).getByLabelText(/^Cons/), 'Slow appraisals');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));

    expect(
      await screen.findByText('Your review has been submitted successfully!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a Review' })).toBeInTheDocument();
    // Back to newest first, where the new review is the first.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        new RegExp(`^/employee-reviews/${infosys.id}$`),
      ),
    );
    await waitFor(() => expect(articles()).toHaveLength(infosysReviews.length + 1));
    expect(within(articles()[0]!).getByRole('heading')).toHaveTextContent('Good place to learn');
    expect(within(articles()[0]!).getByText('Your review')).toBeInTheDocument();
    expect(requests.bodiesOf('POST', `/api/companies/${infosys.id}/reviews`)).toEqual([
      {
        rating: 4,
        title: 'Good place to learn',
        pros: 'Training in Mysuru',
        cons: 'Slow appraisals',
      },
    ]);
  });

  it("shows the server's refusal of a review in the form", async () => {
    mswServer.use(handlers.companyReviewsSummary(), ...employeeReviewsHandlers.companyReviewsApi());
    mswServer.use(
      handlers.companyReviewRefuses(
        'Pros contains language that is not allowed. Please rephrase it.',
      ),
    );
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Write a Review' }));
    const form = screen.getByRole('form', { name: 'Review Infosys' });
    await userEvent.click(within(form).getByRole('radio', { name: '2 stars' }));
    await userEvent.type(within(form).getByLabelText(/Review Title/), 'Meh');
    await userEvent.type(within(form).getByLabelText(/^Pros/), 'Bad words');
    await userEvent.type(within(form).getByLabelText(/^Cons/), 'Many');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(
      await within(form).findByText(
        'Pros contains language that is not allowed. Please rephrase it.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText(/Review Title/)).toHaveValue('Meh');

    await userEvent.click(screen.getByRole('button', { name: 'Cancel Review' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('marks a review helpful with the count from the server', async () => {
    mswServer.use(handlers.companyReviewsSummary(), ...employeeReviewsHandlers.companyReviewsApi());
    const requests = recordRequests();
    show();
    await waitFor(() => expect(articles()).toHaveLength(infosysReviews.length));
    const first = articles()[0]!;
    const count = infosysReviews[0]!.helpful_count;
    const helpful = within(first).getByRole('button', { name: `Helpful (${count})` });
    expect(helpful).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(helpful);
    expect(
      await within(first).findByRole('button', { name: `Helpful (${count + 1})` }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(requests.bodiesOf('PUT', `/api/reviews/${infosysReviews[0]!.id}/vote`)).toEqual([
      { action: 'helpful' },
    ]);
  });

  it('asks a visitor to log in to write or to vote, and sends nothing', async () => {
    useSession.setState({ status: 'anonymous', user: null });
    mswServer.use(
      handlers.companyReviewsSummary(),
      ...employeeReviewsHandlers.companyReviewsApi({ loggedIn: false }),
    );
    const requests = recordRequests();
    show();
    await waitFor(() => expect(articles()).toHaveLength(infosysReviews.length));

    await userEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('Please log in to write a review.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/employee-reviews/${infosys.id}`)}`,
    );
    await userEvent.click(within(articles()[0]!).getByRole('button', { name: /^Helpful/ }));
    expect(screen.getByText('Please log in to mark reviews helpful.')).toBeInTheDocument();
    expect(requests.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('asks to log in when the session ended (401) on a vote', async () => {
    mswServer.use(
      handlers.companyReviewsSummary(),
      ...employeeReviewsHandlers.companyReviewsApi({ loggedIn: false }),
    );
    show();
    await waitFor(() => expect(articles()).toHaveLength(infosysReviews.length));
    await userEvent.click(within(articles()[0]!).getByRole('button', { name: /^Helpful/ }));
    expect(await screen.findByText('Please log in to mark reviews helpful.')).toBeInTheDocument();
  });

  it('says No reviews found for this company. and opens the form to be the first', async () => {
    mswServer.use(
      handlers.companyReviewsSummary({
        ...infosysSummary,
        company: { ...zerodha },
        histogram: infosysSummary.histogram.map((bar) => ({ ...bar, count: 0 })),
        criteria: infosysSummary.criteria.map((one) => ({ ...one, mean: null, count: 0 })),
        departments: [],
      }),
      ...employeeReviewsHandlers.companyReviewsApi(),
    );
    show(zerodha.id);
    expect(await screen.findByText('No reviews found for this company.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 Reviews for Zerodha' })).toBeInTheDocument();
    expect(screen.getAllByText('Not rated yet')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'Be the first to write a review' }));
    expect(screen.getByRole('form', { name: 'Review Zerodha' })).toBeInTheDocument();
  });

  it('sorts and filters by rating and department through the URL', async () => {
    mswServer.use(handlers.companyReviewsSummary(), ...employeeReviewsHandlers.companyReviewsApi());
    const requests = recordRequests();
    show();
    await waitFor(() => expect(articles()).toHaveLength(infosysReviews.length));

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'lowest');
    expect(screen.getByTestId('location')).toHaveTextContent('?sort=lowest');
    const lowest = Math.min(...infosysReviews.map((review) => review.rating));
    await waitFor(() =>
      expect(
        within(articles()[0]!).getByRole('img', { name: `Rated ${lowest}.0 out of 5` }),
      ).toBeInTheDocument(),
    );

    await userEvent.selectOptions(screen.getByLabelText('Rating'), '1');
    expect(await screen.findByText('No reviews match these filters.')).toBeInTheDocument();
    expect(requests.calls.at(-1)!.search.get('rating')).toBe('1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(articles()).toHaveLength(infosysReviews.length));

    await userEvent.selectOptions(screen.getByLabelText('Department'), 'engineering');
    expect(screen.getByTestId('location')).toHaveTextContent('department=engineering');
    await waitFor(() =>
      expect(requests.calls.at(-1)!.search.get('department')).toBe('engineering'),
    );
  });

  it('says Company not found for an unknown company', async () => {
    mswServer.use(
      handlers.companyReviewsSummaryMissing(),
      ...employeeReviewsHandlers.companyReviewsApi(),
    );
    show('6650f1a2c3d4e5f60222ffff');
    expect(await screen.findByRole('heading', { name: 'Company not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse companies' })).toHaveAttribute(
      'href',
      '/employee-reviews',
    );
  });
});
