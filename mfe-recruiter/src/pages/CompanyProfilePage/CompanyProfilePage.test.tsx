import { useSession } from '@rozgar/design-system';
import {
  createTestQueryClient,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { screen, within, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { companyFixture, fixtureId, RECRUITER } from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import { recruiterQueryKeys } from '../../data/queries';
import { CompanyProfilePage } from './CompanyProfilePage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

type User = ReturnType<typeof userEvent.setup>;

const REQUIRED = [
  'Company name',
  'Email',
  'Phone',
  'Website',
  'Address',
  'Pincode',
  'Industry',
  'Company size',
  'Description',
  'LinkedIn',
];

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

/** Fills every required field of the create form with valid values. */
async function fillRequired(user: User) {
  await user.type(field('Company name'), 'Acme Labs');
  await user.type(field('Email'), 'hr@acme.example');
  await user.type(field('Phone'), '98765 43210');
  await user.type(field('Website'), 'https://acme.example');
  await user.type(field('Address'), '12 MG Road');
  await user.type(field('Pincode'), '411001');
  await user.type(field('Industry'), 'IT/ITES');
  await user.selectOptions(field('Company size'), '11-50');
  await user.type(field('Description'), 'We build hiring software.');
  await user.type(field('LinkedIn'), 'https://www.linkedin.com/company/acme');
}

describe('CompanyProfilePage: create (/company-profile)', () => {
  it('offers every field with required marks, the five sizes, hiring-for radios and URL inputs', async () => {
    const api = recordRequests();
    renderPage('/company-profile', <CompanyProfilePage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Create Company Profile' })).toBeVisible();
    for (const label of REQUIRED) expect(field(label)).toBeRequired();
    for (const label of ['Logo URL', 'City', 'State', 'Twitter', 'Facebook'])
      expect(field(label)).not.toBeRequired();
    for (const label of ['Website', 'LinkedIn', 'Twitter', 'Facebook', 'Logo URL'])
      expect(field(label)).toHaveAttribute('type', 'url');
    const sizes = field('Company size') as HTMLSelectElement;
    expect([...sizes.options].map((option) => option.value)).toEqual([
      '',
      '1-10',
      '11-50',
      '51-200',
      '201-500',
      '501+',
    ]);
    const hiringFor = screen.getByRole('group', { name: 'Hiring for' });
    expect(within(hiringFor).getByRole('radio', { name: 'Your company' })).toBeChecked();
    expect(within(hiringFor).getByRole('radio', { name: 'A consultancy' })).not.toBeChecked();
    expect(api.calls).toEqual([]);
  });

  it('keeps Continue unavailable but focusable, naming what is missing, until all required fields are filled', async () => {
    const api = recordRequests();
    const user = userEvent.setup();
    renderPage('/company-profile', <CompanyProfilePage />);
    const button = screen.getByRole('button', { name: 'Continue' });

    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveAccessibleDescription(`To continue, fill in: ${REQUIRED.join(', ')}.`);
    await user.click(button);
    expect(api.calls).toEqual([]);

    await fillRequired(user);
    await user.clear(field('Industry'));
    await user.type(field('Industry'), '   ');
    expect(button).toHaveAccessibleDescription('To continue, fill in: Industry.');
    await user.click(button);
    expect(api.calls).toEqual([]);

    await user.type(field('Industry'), 'IT');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAccessibleDescription();
  });

  it('checks the values as the BFF would before sending anything', async () => {
    const api = recordRequests();
    const user = userEvent.setup();
    renderPage('/company-profile', <CompanyProfilePage />);
    await fillRequired(user);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'hr@acme');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '12345');
    await user.clear(field('Pincode'));
    await user.type(field('Pincode'), '011001');
    await user.clear(field('Website'));
    await user.type(field('Website'), 'acme.example');
    await user.type(field('Twitter'), 'ftp://twitter.example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByText(/Enter a valid Indian phone number/)).toBeVisible();
    expect(screen.getByText('Pincode must be 6 digits, not starting with 0')).toBeVisible();
    expect(screen.getAllByText('Enter a web address starting with http(s)://')).toHaveLength(2);
    expect(field('Website')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('creates the company, says so and goes to /your-companies', async () => {
    mswServer.use(handlers.companyCreated(companyFixture('c9')));
    const api = recordRequests();
    const user = userEvent.setup();
    // /your-companies was seen before: its cached list must not stay as it was.
    const client = createTestQueryClient();
    client.setQueryData(recruiterQueryKeys.myCompanies, [companyFixture('c1')]);
    renderPage('/company-profile', <CompanyProfilePage />, '/company-profile', client);
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'A consultancy' }));
    await user.type(field('City'), '  Pune ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Company Profile Created Successfully!')).toBeVisible();
    // The router renders the navigation as a transition, a moment after the toast shows.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/your-companies'),
    );
    expect(api.callsTo('POST', '/api/companies')[0]!.body).toEqual({
      company_name: 'Acme Labs',
      hiring_for: 'a consultancy',
      email: 'hr@acme.example',
      phone: '98765 43210',
      website: 'https://acme.example',
      address: '12 MG Road',
      pincode: '411001',
      industry: 'IT/ITES',
      size: '11-50',
      description: 'We build hiring software.',
      linkedin: 'https://www.linkedin.com/company/acme',
      city: 'Pune',
    });
    expect(client.getQueryState(recruiterQueryKeys.myCompanies)?.isInvalidated).toBe(true);
  });

  it("shows the server's error, or the catalogue text, inline and stays on the form", async () => {
    mswServer.use(
      failure(
        'post',
        '/api/companies',
        409,
        { error: 'You can register at most 20 companies' },
        { once: true },
      ),
      failure('post', '/api/companies', 500, {}, { once: true }),
      failure('post', '/api/companies', 401, { error: 'Not logged in' }),
    );
    const user = userEvent.setup();
    renderPage('/company-profile', <CompanyProfilePage />);
    await fillRequired(user);
    const button = screen.getByRole('button', { name: 'Continue' });

    await user.click(button);
    expect(await screen.findByText('You can register at most 20 companies')).toHaveAttribute(
      'role',
      'alert',
    );
    await user.click(button);
    expect(
      await screen.findByText('Failed to create/update company profile. Please try again.'),
    ).toHaveAttribute('role', 'alert');
    await user.click(button);
    expect(
      await screen.findByText('You must be logged in to manage a company profile.'),
    ).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent('/company-profile');
    expect(field('Company name')).toHaveValue('Acme Labs');
  });

  it('asks a visitor who is not logged in to log in', async () => {
    useSession.setState(initialSession, true);
    mswServer.use(handlers.meSignedOut());
    renderPage('/company-profile', <CompanyProfilePage />);

    expect(
      await screen.findByRole('heading', {
        name: 'You must be logged in to manage a company profile.',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/company-profile',
    );
  });
});

describe('CompanyProfilePage: an existing company (/company-profile/:companyId)', () => {
  const PATH = '/company-profile/:companyId';
  const URL = `/company-profile/${fixtureId('c1')}`;

  it('shows the company read-only until Edit Profile', async () => {
    mswServer.use(handlers.company(companyFixture('c1')));
    const api = recordRequests();
    renderPage(PATH, <CompanyProfilePage />, URL);

    expect(await screen.findByRole('heading', { level: 2, name: 'Acme Labs c1' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'hr@acme.example' })).toHaveAttribute(
      'href',
      'mailto:hr@acme.example',
    );
    expect(screen.getByText('51-200 employees')).toBeVisible();
    expect(screen.getByText('12 MG Road')).toBeVisible();
    expect(screen.getByRole('link', { name: 'https://acme.example' })).toHaveAttribute(
      'href',
      'https://acme.example',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    expect(api.unexpected).toEqual([]);
  });

  it('edits, saves with PUT, says so and is read-only again with the new values', async () => {
    const updated = companyFixture('c1', {
      description: 'Hiring engineers in Pune.',
      updated_at: '2026-11-22T10:00:00.000Z',
    });
    mswServer.use(handlers.company(companyFixture('c1')), handlers.companyUpdated(updated));
    const api = recordRequests();
    const user = userEvent.setup();
    renderPage(PATH, <CompanyProfilePage />, URL);

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(field('Company name')).toHaveFocus();
    expect(field('Company name')).toHaveValue('Acme Labs c1');
    expect(field('Company size')).toHaveValue('51-200');
    await user.clear(field('Description'));
    await user.type(field('Description'), 'Hiring engineers in Pune.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Company Profile Updated Successfully!')).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Hiring engineers in Pune.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(api.callsTo('PUT', `/api/companies/${fixtureId('c1')}`)[0]!.body).toMatchObject({
      company_name: 'Acme Labs c1',
      description: 'Hiring engineers in Pune.',
      phone: '+91 9876543210',
      city: 'Pune',
    });
  });

  it('shows the saved values when the page is shown again within 30 s, without asking again', async () => {
    const updated = companyFixture('c1', { description: 'Hiring engineers in Pune.' });
    mswServer.use(handlers.company(companyFixture('c1')), handlers.companyUpdated(updated));
    const api = recordRequests();
    const user = userEvent.setup();
    const client = createTestQueryClient();
    const first = renderPage(PATH, <CompanyProfilePage />, URL, client);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(field('Description'));
    await user.type(field('Description'), 'Hiring engineers in Pune.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company Profile Updated Successfully!')).toBeVisible();
    first.unmount();

    renderPage(PATH, <CompanyProfilePage />, URL, client);
    expect(screen.getByText('Hiring engineers in Pune.')).toBeVisible();
    expect(api.callsTo('GET', `/api/companies/${fixtureId('c1')}`)).toHaveLength(1);
  });

  it('Cancel throws the edits away and restores the read-only profile', async () => {
    mswServer.use(handlers.company(companyFixture('c1')));
    const api = recordRequests();
    const user = userEvent.setup();
    renderPage(PATH, <CompanyProfilePage />, URL);

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(field('Company name'));
    await user.type(field('Company name'), 'Renamed Co');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Acme Labs c1' })).toBeVisible();
    expect(screen.queryByText('Renamed Co')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field('Company name')).toHaveValue('Acme Labs c1');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('keeps the form open with the error when saving fails', async () => {
    mswServer.use(
      handlers.company(companyFixture('c1')),
      failure('put', `/api/companies/${fixtureId('c1')}`, 400, {
        error: 'Website must be an http(s) URL',
      }),
    );
    const user = userEvent.setup();
    renderPage(PATH, <CompanyProfilePage />, URL);
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Website must be an http(s) URL')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(field('Company name')).toBeVisible();
  });

  it('says clearly when the company is not found, with a way back to your companies', async () => {
    mswServer.use(failure('get', '/api/companies/nope', 404, { error: 'Company not found' }));
    renderPage(PATH, <CompanyProfilePage />, '/company-profile/nope');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'your companies' })).toHaveAttribute(
      'href',
      '/your-companies',
    );
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it("says 'Company not found' for another recruiter's company, which the BFF answers with its public profile only", async () => {
    mswServer.use(
      http.get(`/api/companies/${fixtureId('c9')}`, () =>
        HttpResponse.json({ profile: { id: fixtureId('c9'), name: 'Acme Labs c9' } }),
      ),
    );
    renderPage(PATH, <CompanyProfilePage />, `/company-profile/${fixtureId('c9')}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Company not found' }),
    ).toBeVisible();
    expect(screen.queryByText('Acme Labs c9')).not.toBeInTheDocument();
  });

  it("says 'Loading...' first, then 'Error: …' with a retry when the company cannot be read", async () => {
    mswServer.use(
      failure(
        'get',
        `/api/companies/${fixtureId('c1')}`,
        500,
        { error: 'Database unavailable' },
        { once: true },
      ),
      handlers.company(companyFixture('c1')),
    );
    const user = userEvent.setup();
    renderPage(PATH, <CompanyProfilePage />, URL);

    expect(screen.getByText('Loading...')).toBeVisible();
    expect(await screen.findByText('Error: Database unavailable')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Acme Labs c1' })).toBeVisible();
  });
});
