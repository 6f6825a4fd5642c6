import { useSession } from '@rozgar/design-system';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { companyId } from '../../mocks/companyFixtures';
import { handlers } from '../../mocks/handlers';
import { jobFixture } from '../../mocks/jobFixtures';
import { CompanyJobs } from './CompanyJobs';

const id = companyId(1);
const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'anonymous', user: null }, true);
});
const render = () =>
  renderPage(
    '/companies/:companyId',
    <CompanyJobs
      companyId={id}
      companyName="Acme Analytics"
      page={1}
      hrefFor={(page) => `/companies/${id}?page=${page}`}
    />,
    `/companies/${id}`,
  );

describe('CompanyJobs', () => {
  it('opens a job in the details dialog, as /jobs does', async () => {
    mswServer.use(handlers.companyJobs(id, [jobFixture(1)]), ...handlers.seekerJobs());
    render();
    const section = screen.getByRole('region', { name: 'Open jobs at Acme Analytics' });
    await within(section).findByRole('article');
    // On the company's own page its name on a card is not a link back to it.
    expect(within(section).queryByRole('link', { name: 'Infosys' })).toBeNull();
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Frontend Engineer 1' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Frontend Engineer 1' })).toBeVisible();
  });

  it("shows the server's error", async () => {
    mswServer.use(
      handlers.refuses('get', `/api/companies/${id}/jobs`, 'Company not found', { status: 404 }),
    );
    render();
    expect(await screen.findByText('Error: Company not found')).toBeVisible();
  });
});
