import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, seeker } from '../../mocks/handlers';
import { hdfcBank, infosys, infosysEngineer } from '../../mocks/reviewFixtures';
import { DRAFT_KEY } from '../../reviews/reviewDraft';
import { WriteReviewPage } from './WriteReviewPage';

beforeEach(() => {
  useSession.setState({ status: 'unknown', user: null });
  sessionStorage.clear();
});

const group = (name: string) => screen.getByRole('radiogroup', { name });

/** Fills every required field but the company; the ratings by keyboard and by click. */
async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
  // Overall rating by keyboard: Tab into the group, arrows choose.
  within(group('Overall rating')).getByRole('radio', { name: '1 star' }).focus();
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
  for (const name of [
    'Work-life balance',
    'Salary',
    'Promotions',
    'Job security',
    'Skill development',
    'Work satisfaction',
    'Company culture',
  ]) {
    await user.click(within(group(name)).getByText('3 stars'));
  }
  await user.type(screen.getByLabelText(/^Review title/), 'Good place to grow');
  await user.type(screen.getByLabelText(/^Pros/), 'Mentors and training');
  await user.type(screen.getByLabelText(/^Cons/), 'Slow hikes');
  await user.selectOptions(screen.getByLabelText(/^Gender/), 'female');
  await user.selectOptions(screen.getByLabelText(/^Work policy/), 'hybrid');
  await user.selectOptions(screen.getByLabelText(/^Currently works here/), 'yes');
  await user.type(screen.getByLabelText(/^Designation/), 'Analyst');
  await user.selectOptions(screen.getByLabelText(/^Employment type/), 'fullTime');
  await user.selectOptions(screen.getByLabelText(/^Department/), 'finance');
}

describe('WriteReviewPage', () => {
  it('stores a review of a company picked from the suggestions and opens its reviews', async () => {
    mswServer.use(handlers.me(seeker), ...handlers.reviewsApi());
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage('/write-review', <WriteReviewPage />);

    expect(
      await screen.findByRole('heading', { name: 'Rate your company, anonymously!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Your name will remain 100% confidential')).toBeInTheDocument();

    const company = screen.getByRole('combobox', { name: /Company name/ });
    await user.type(company, 'hdf');
    expect(await screen.findByRole('option', { name: /HDFC Bank/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(company).toHaveValue('HDFC Bank');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Submit Anonymously' }));

    expect(await screen.findByText('Your review has been submitted successfully!')).toBeVisible();
    // The router renders the navigation as a transition, a moment after the toast shows.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/employee-reviews/${hdfcBank.id}`),
    );
    expect(sent.bodiesOf('POST', '/api/reviews')).toEqual([
      {
        company_id: hdfcBank.id,
        company_name: 'HDFC Bank',
        rating: 4,
        work_life_balance: 3,
        salary: 3,
        promotions: 3,
        job_security: 3,
        skill_development: 3,
        work_satisfaction: 3,
        company_culture: 3,
        title: 'Good place to grow',
        pros: 'Mentors and training',
        cons: 'Slow hikes',
        gender: 'female',
        work_policy: 'hybrid',
        currently_works_here: 'yes',
        designation: 'Analyst',
        employment_type: 'fullTime',
        department: 'finance',
      },
    ]);
  });

  it('says each missing field next to it and sends nothing', async () => {
    mswServer.use(handlers.me(seeker), ...handlers.reviewsApi());
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage('/write-review', <WriteReviewPage />);
    await user.click(await screen.findByRole('button', { name: 'Submit Anonymously' }));

    expect(screen.getByRole('combobox', { name: /Company name/ })).toHaveAccessibleDescription(
      expect.stringContaining('Company name is required'),
    );
    expect(group('Overall rating')).toHaveAccessibleDescription('Overall rating is required');
    expect(group('Company culture')).toHaveAccessibleDescription('Company culture is required');
    expect(screen.getByLabelText(/^Gender/)).toHaveAccessibleDescription('Gender is required');
    expect(screen.getByLabelText(/^Review title/)).toHaveAccessibleDescription(
      'Review title is required',
    );
    expect(screen.getByLabelText(/^Advice to management/)).not.toHaveAccessibleDescription();
    expect(sent.callsTo('POST', '/api/reviews')).toHaveLength(0);
  });

  it("puts the server's refusal next to the field it names", async () => {
    const refusal = 'Pros contains language that is not allowed. Please rephrase it.';
    mswServer.use(
      handlers.me(seeker),
      handlers.writeReviewRefuses(refusal),
      ...handlers.reviewsApi(),
    );
    const user = userEvent.setup();
    renderPage('/write-review', <WriteReviewPage />);
    await user.type(await screen.findByRole('combobox', { name: /Company name/ }), 'Acme Widgets');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Submit Anonymously' }));
    const pros = screen.getByLabelText(/^Pros/);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(pros).toHaveAccessibleDescription(refusal);
    expect(pros).toHaveFocus();
  });

  it('says "Your review was updated" when it rewrote the earlier review of that company', async () => {
    mswServer.use(
      handlers.me(seeker),
      ...handlers.reviewsApi({ reviews: [{ ...infosysEngineer, mine: true }] }),
    );
    const user = userEvent.setup();
    renderPage('/write-review', <WriteReviewPage />);
    await user.type(await screen.findByRole('combobox', { name: /Company name/ }), 'infosys');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Submit Anonymously' }));
    expect(await screen.findByText('Your review was updated')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/employee-reviews/${infosys.id}`),
    );
  });

  it('asks a visitor to log in and brings the filled form back', async () => {
    mswServer.use(handlers.me(null), ...handlers.reviewsApi());
    const sent = recordRequests();
    const user = userEvent.setup();
    const first = renderPage('/write-review', <WriteReviewPage />);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fwrite-review',
    );
    await user.type(screen.getByRole('combobox', { name: /Company name/ }), 'Acme Widgets');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Submit Anonymously' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fwrite-review'),
    );
    expect(sent.callsTo('POST', '/api/reviews')).toHaveLength(0);
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Acme Widgets');
    first.unmount();

    // Back after logging in: the same values, sent as they are.
    useSession.setState({ status: 'authenticated', user: seeker });
    renderPage('/write-review', <WriteReviewPage />);
    expect(screen.getByRole('combobox', { name: /Company name/ })).toHaveValue('Acme Widgets');
    expect(within(group('Overall rating')).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByLabelText(/^Department/)).toHaveValue('finance');
    await user.click(screen.getByRole('button', { name: 'Submit Anonymously' }));
    expect(await screen.findByText('Your review has been submitted successfully!')).toBeVisible();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
