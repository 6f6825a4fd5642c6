import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { handlers, seeker } from '../../mocks/handlers';
import { hdfcBank } from '../../mocks/reviewFixtures';
import { SALARY_CONTRIBUTED } from '../../salaries/salaryTexts';
import { ContributeSalaryPage } from './ContributeSalaryPage';

beforeEach(() => {
  useSession.setState({ status: 'unknown', user: null });
});

/** Fills every field but the company. */
async function fillTheRest(user: ReturnType<typeof userEvent.setup>, salary = '12.5') {
  await user.type(screen.getByLabelText(/^Designation/), 'Data Analyst');
  await user.type(screen.getByLabelText(/^Annual salary/), salary);
  await user.type(screen.getByLabelText(/^Experience/), '3');
  await user.type(screen.getByLabelText(/^City/), 'Pune');
  await user.selectOptions(screen.getByLabelText(/^Employment type/), 'fullTime');
}

describe('ContributeSalaryPage', () => {
  it('stores the salary at a company picked from the suggestions and thanks with a toast', async () => {
    mswServer.use(handlers.me(seeker), ...handlers.reviewsApi(), handlers.salaryContributions());
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage('/contribute-salary', <ContributeSalaryPage />);
    expect(await screen.findByRole('heading', { name: 'Contribute salary' })).toBeInTheDocument();

    const company = screen.getByRole('combobox', { name: /Company name/ });
    await user.type(company, 'hdf');
    expect(await screen.findByRole('option', { name: /HDFC Bank/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Submit anonymously' }));

    expect(await screen.findByText(SALARY_CONTRIBUTED)).toBeVisible();
    expect(sent.bodiesOf('POST', '/api/salaries')).toEqual([
      {
        company_id: hdfcBank.id,
        company_name: 'HDFC Bank',
        designation: 'Data Analyst',
        annual_salary_lakhs: 12.5,
        experience_years: 3,
        city: 'Pune',
        employment_type: 'fullTime',
      },
    ]);
    // The form is empty again for another contribution.
    await waitFor(() => expect(screen.getByLabelText(/^Designation/)).toHaveValue(''));
  });

  it('puts each problem next to its field and sends nothing', async () => {
    mswServer.use(handlers.me(seeker), ...handlers.reviewsApi(), handlers.salaryContributions());
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage('/contribute-salary', <ContributeSalaryPage />);
    await screen.findByRole('heading', { name: 'Contribute salary' });
    await user.type(screen.getByLabelText(/^Annual salary/), '5000');
    await user.type(screen.getByLabelText(/^Experience/), '2.5');
    await user.click(screen.getByRole('button', { name: 'Submit anonymously' }));

    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Designation is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Annual salary/)).toHaveAccessibleDescription(
      'Annual salary must be a number of lakhs from 0.1 to 1000',
    );
    expect(screen.getByLabelText(/^Experience/)).toHaveAccessibleDescription(
      'Experience must be a whole number of years from 0 to 60',
    );
    expect(screen.getByText('City is required')).toBeInTheDocument();
    expect(screen.getByText('Employment type is required')).toBeInTheDocument();
    expect(sent.bodiesOf('POST', '/api/salaries')).toEqual([]);
  });

  it('shows the server’s refusal next to the field it names', async () => {
    mswServer.use(
      handlers.me(seeker),
      ...handlers.reviewsApi(),
      handlers.salaryContributionRefuses(
        'Designation contains language that is not allowed. Please rephrase it.',
      ),
    );
    const user = userEvent.setup();
    renderPage('/contribute-salary', <ContributeSalaryPage />);
    await user.type(await screen.findByRole('combobox', { name: /Company name/ }), 'Tiny Startup');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Submit anonymously' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Designation/)).toHaveAccessibleDescription(
        'Designation contains language that is not allowed. Please rephrase it.',
      ),
    );
    expect(screen.getByLabelText(/^Designation/)).toHaveFocus();
  });

  it('tells of a refusal that names no field in a toast', async () => {
    mswServer.use(
      handlers.me(seeker),
      ...handlers.reviewsApi(),
      handlers.salaryContributionRefuses(
        'You have written too many reviews and contributions in a short time. Please try again later.',
        429,
      ),
    );
    const user = userEvent.setup();
    renderPage('/contribute-salary', <ContributeSalaryPage />);
    await user.type(await screen.findByRole('combobox', { name: /Company name/ }), 'Acme');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Submit anonymously' }));
    expect(
      await screen.findByText(
        'You have written too many reviews and contributions in a short time. Please try again later.',
      ),
    ).toBeVisible();
  });

  it('asks a visitor to log in, sending nothing', async () => {
    mswServer.use(handlers.me(null), ...handlers.reviewsApi(), handlers.salaryContributions());
    const sent = recordRequests();
    const user = userEvent.setup();
    renderPage('/contribute-salary', <ContributeSalaryPage />);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fcontribute-salary',
    );
    await user.type(screen.getByRole('combobox', { name: /Company name/ }), 'Acme');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Submit anonymously' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/login?next=%2Fcontribute-salary'),
    );
    expect(sent.bodiesOf('POST', '/api/salaries')).toEqual([]);
  });
});
