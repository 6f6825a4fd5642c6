import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { companyFixture, fixtureId, RECRUITER, SEEKER } from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import { YourCompaniesPage } from './YourCompaniesPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

describe('YourCompaniesPage', () => {
  it("lists the recruiter's companies as cards with logo, name, industry, city and size", async () => {
    mswServer.use(
      handlers.myCompanies([
        companyFixture('c2', {
          company_name: 'Zeta Fintech',
          pfp: 'https://cdn.example/zeta.png',
          industry: 'Banking/Financial Services',
          city: 'Mumbai',
          size: '501+',
        }),
        companyFixture('c1', { company_name: 'acme labs', city: undefined }),
      ]),
    );
    const api = recordRequests();
    renderPage('/your-companies', <YourCompaniesPage />);

    const list = await screen.findByRole('list', { name: 'Your companies' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Zeta Fintech',
      'acme labs',
    ]);
    const zeta = screen.getByRole('article', { name: 'Zeta Fintech' });
    expect(zeta).toHaveTextContent('Banking/Financial Services');
    expect(zeta).toHaveTextContent('Mumbai');
    expect(zeta).toHaveTextContent('501+ employees');
    expect(within(zeta).getByTestId('company-logo').querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example/zeta.png',
    );
    const acme = screen.getByRole('article', { name: 'acme labs' });
    expect(within(acme).getByTestId('company-logo')).toHaveTextContent('A');
    expect(acme).toHaveTextContent('CityNot provided');

    const view = within(zeta).getByRole('link', { name: 'View Company' });
    expect(view).toHaveAttribute('href', `/company-profile/${fixtureId('c2')}`);
    expect(view).toHaveAccessibleDescription('Zeta Fintech');
    expect(screen.getByRole('link', { name: 'Add New Company' })).toHaveAttribute(
      'href',
      '/company-profile',
    );
    expect(api.unexpected).toEqual([]);
  });

  it('opens a company with View Company', async () => {
    mswServer.use(handlers.myCompanies([companyFixture('c1')]));
    const user = userEvent.setup();
    renderPage('/your-companies', <YourCompaniesPage />);
    await user.click(await screen.findByRole('link', { name: 'View Company' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/company-profile/${fixtureId('c1')}`);
  });

  it('says when there are no companies yet and offers to add one', async () => {
    mswServer.use(handlers.myCompanies([]));
    renderPage('/your-companies', <YourCompaniesPage />);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'No companies registered yet' }),
    ).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Your companies' })).not.toBeInTheDocument();
    const adds = screen.getAllByRole('link', { name: 'Add New Company' });
    expect(adds).toHaveLength(2);
    for (const add of adds) expect(add).toHaveAttribute('href', '/company-profile');
  });

  it("says 'Loading...' first, then 'Error: …' and retries", async () => {
    mswServer.use(
      failure('get', '/api/companies/mine', 500, { error: 'Database unavailable' }, { once: true }),
      handlers.myCompanies([companyFixture('c1')]),
    );
    const user = userEvent.setup();
    renderPage('/your-companies', <YourCompaniesPage />);

    expect(screen.getByText('Loading...')).toBeVisible();
    expect(await screen.findByText('Error: Database unavailable')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Acme Labs c1' })).toBeVisible();
  });

  it('asks a visitor to log in and tells a job seeker the page is for recruiters', async () => {
    useSession.setState(initialSession, true);
    mswServer.use(handlers.meSignedOut());
    const { unmount } = renderPage('/your-companies', <YourCompaniesPage />);
    expect(
      await screen.findByRole('heading', {
        name: 'You must be logged in to manage a company profile.',
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=/your-companies',
    );
    unmount();

    useSession.setState({ ...initialSession, status: 'authenticated', user: SEEKER }, true);
    const api = recordRequests();
    renderPage('/your-companies', <YourCompaniesPage />);
    expect(screen.getByRole('heading', { name: 'This page is for recruiters' })).toBeVisible();
    expect(api.calls).toEqual([]);
  });
});
