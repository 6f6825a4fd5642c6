import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mswServer, recordRequests } from '@rozgar/design-system/remote-kit/testing';
import { describe, expect, it } from 'vitest';
import { failure, handlers } from '../../mocks/handlers';
import { renderShell } from '../../testing/renderShell';
import { SalaryInsightsPage } from './SalaryInsightsPage';
import type { SalaryInsights } from './salaryInsights';

const engineerInsights: SalaryInsights = {
  query: 'Engineer',
  by: 'role',
  overall: { jobCount: 5, contributedCount: 2, minLakhs: 6, medianLakhs: 13, maxLakhs: 30 },
  groups: [
    {
      name: 'Software Engineer',
      source: 'posted',
      jobCount: 3,
      contributedCount: 0,
      minLakhs: 6,
      medianLakhs: 11,
      maxLakhs: 30,
    },
    {
      name: 'Software Engineer',
      source: 'contributed',
      jobCount: 0,
      contributedCount: 2,
      minLakhs: 9,
      medianLakhs: 12.5,
      maxLakhs: 16,
    },
    {
      name: 'Data Engineer',
      source: 'posted',
      jobCount: 2,
      contributedCount: 0,
      minLakhs: 10,
      medianLakhs: 14.5,
      maxLakhs: 20,
    },
  ],
};

/** The BFF's salaries: Engineer's for "Engineer", one role's for the empty search. */
const byQuery = handlers.salaryInsights((search) =>
  search.get('q') === 'Engineer'
    ? engineerInsights
    : { ...engineerInsights, query: '', groups: engineerInsights.groups.slice(0, 1) },
);

/** `METHOD /path?query` of the requests sent. */
const sent = (api: ReturnType<typeof recordRequests>) =>
  api.calls.map(({ method, url }) => `${method} ${url}`);

describe('SalaryInsightsPage', () => {
  it('searches by role and shows min, median and max per role in a table and a chart', async () => {
    mswServer.use(byQuery);
    const api = recordRequests();
    renderShell(<SalaryInsightsPage />, { url: '/salary-insights' });
    await screen.findByRole('heading', { name: 'Salaries by role' });
    expect(sent(api)).toEqual(['GET /api/salary-insights?q=&by=role']);

    await userEvent.type(screen.getByLabelText('Role or company'), 'Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Search salaries' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/salary-insights?q=Engineer');
    await screen.findByRole('heading', { name: 'Salaries for “Engineer”' });

    const row = screen.getByRole('row', { name: /Data Engineer/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Posted', '2', '₹10 LPA', '₹14.5 LPA', '₹20 LPA']);
    // Contributed salaries sit next to the posted ones, labelled as such.
    const contributed = screen.getByRole('row', { name: /Software Engineer \(contributed\)/ });
    expect(
      within(contributed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Contributed', '2', '₹9 LPA', '₹12.5 LPA', '₹16 LPA']);
    const chart = screen.getByRole('img', { name: /Salary range and median by role/ });
    expect(chart).toHaveAccessibleName(/Software Engineer: ₹6 LPA to ₹30 LPA, median ₹11 LPA/);
    expect(chart).toHaveAccessibleName(
      /Software Engineer \(contributed\): ₹9 LPA to ₹16 LPA, median ₹12.5 LPA/,
    );
    expect(within(chart).getAllByTestId('salary-bar')).toHaveLength(3);
    const summary = screen.getByLabelText('Across all matching salaries');
    expect(summary).toHaveTextContent('Jobs5Contributed2Minimum₹6 LPAMedian₹13 LPAMaximum₹30 LPA');
  });

  it('shows a search made again within 30 s at once, without asking the server again', async () => {
    mswServer.use(byQuery);
    const api = recordRequests();
    renderShell(<SalaryInsightsPage />, { url: '/salary-insights' });
    await screen.findByRole('heading', { name: 'Salaries by role' });
    await userEvent.type(screen.getByLabelText('Role or company'), 'Engineer');
    await userEvent.click(screen.getByRole('button', { name: 'Search salaries' }));
    await screen.findByRole('heading', { name: 'Salaries for “Engineer”' });

    await userEvent.clear(screen.getByLabelText('Role or company'));
    await userEvent.click(screen.getByRole('button', { name: 'Search salaries' }));
    expect(screen.getByRole('heading', { name: 'Salaries by role' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading salaries' })).not.toBeInTheDocument();
    expect(sent(api)).toEqual([
      'GET /api/salary-insights?q=&by=role',
      'GET /api/salary-insights?q=Engineer&by=role',
    ]);
  });

  it('searches by company when chosen', async () => {
    mswServer.use(handlers.salaryInsights({ ...engineerInsights, by: 'company' }));
    const api = recordRequests();
    renderShell(<SalaryInsightsPage />, { url: '/salary-insights' });
    await userEvent.type(screen.getByLabelText('Role or company'), 'Infoveda');
    await userEvent.selectOptions(screen.getByLabelText('Search by'), 'company');
    await userEvent.click(screen.getByRole('button', { name: 'Search salaries' }));
    expect(sent(api).at(-1)).toBe('GET /api/salary-insights?q=Infoveda&by=company');
  });

  it('fills the search form from the address', async () => {
    mswServer.use(handlers.salaryInsights({ ...engineerInsights, by: 'company' }));
    const api = recordRequests();
    renderShell(<SalaryInsightsPage />, { url: '/salary-insights?q=Infoveda&by=company' });
    await screen.findByRole('row', { name: /^Software Engineer Posted/ });
    expect(sent(api)).toEqual(['GET /api/salary-insights?q=Infoveda&by=company']);
    expect(screen.getByLabelText('Role or company')).toHaveValue('Infoveda');
    expect(screen.getByLabelText('Search by')).toHaveValue('company');
  });

  it('says when nothing matches', async () => {
    mswServer.use(
      handlers.salaryInsights({ query: 'Astronaut', by: 'role', overall: null, groups: [] }),
    );
    renderShell(<SalaryInsightsPage />, { url: '/salary-insights?q=Astronaut' });
    expect(await screen.findByRole('heading', { name: 'No salaries found' })).toBeInTheDocument();
    expect(screen.getByText(/No live job matching “Astronaut”/)).toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    mswServer.use(
      failure(
        'get',
        '/api/salary-insights',
        503,
        { error: 'Database unavailable' },
        { once: true },
      ),
      handlers.salaryInsights(engineerInsights),
    );
    renderShell(<SalaryInsightsPage />, { url: '/salary-insights' });
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('row', { name: /^Software Engineer Posted/ }),
    ).toBeInTheDocument();
  });

  it('goes back to the services when opened directly', async () => {
    mswServer.use(handlers.salaryInsights(engineerInsights));
    renderShell(<SalaryInsightsPage />, { url: '/salary-insights' });
    await userEvent.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/services$/);
  });
});
