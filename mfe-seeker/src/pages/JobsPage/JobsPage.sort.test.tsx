import { useSession } from '@rozgar/design-system';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { useSeekerJobsStore } from '../../jobs/seekerJobsStore';
import { handlers } from '../../mocks/handlers';
import { jobFixture as job, SEEKER } from '../../mocks/jobFixtures';
import { JobsPage } from './JobsPage';

/* /jobs' "Sort by" (docs/product/jobs-search-and-details.md#results): kept in the URL, sent to the API. */

const initialSession = useSession.getState();

function jobsApi() {
  mswServer.use(
    ...handlers.seekerJobs(),
    handlers.answers('get', '/api/jobs', { jobs: [job(1)], total: 1, page: 1, pageSize: 20 }),
    handlers.jobFilters({
      experience: [],
      salary: [],
      locations: [],
      workModes: [],
      industries: [],
      roles: [],
      departments: [],
    }),
  );
  return recordRequests();
}

const sortBy = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
const offered = () =>
  within(sortBy())
    .getAllByRole('option')
    .map((option) => option.textContent);
const location = () => screen.getByTestId('location').textContent;
const lastJobsQuery = (api: ReturnType<typeof recordRequests>) =>
  Object.fromEntries(api.callsTo('GET', '/api/jobs').at(-1)!.search);

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'anonymous', user: null }, true);
  useSeekerJobsStore.getState().clear();
});

afterEach(() => {
  cleanup();
});

describe('JobsPage: Sort by', () => {
  it('offers Newest and Salary to a visitor without words, Newest chosen', async () => {
    const api = jobsApi();
    renderPage('/jobs', <JobsPage />);
    await screen.findByRole('article');
    expect(offered()).toEqual(['Newest', 'Salary (highest first)']);
    expect(sortBy()).toHaveValue('newest');
    expect(lastJobsQuery(api)).not.toHaveProperty('sort');
  });

  it('offers Relevance with words, chosen by default', async () => {
    jobsApi();
    renderPage('/jobs', <JobsPage />, '/jobs?q=React');
    await screen.findByRole('article');
    expect(offered()).toEqual(['Relevance', 'Newest', 'Salary (highest first)']);
    expect(sortBy()).toHaveValue('relevance');
  });

  it('offers Relevance to a logged-in seeker without words (their skill match)', async () => {
    useSession.setState({ status: 'authenticated', user: SEEKER });
    jobsApi();
    renderPage('/jobs', <JobsPage />);
    await screen.findByRole('article');
    expect(offered()).toEqual(['Relevance', 'Newest', 'Salary (highest first)']);
    // without sort= the server lists newest first
    expect(sortBy()).toHaveValue('newest');
  });

  it('writes the order to the URL at page 1, keeps the search, and fetches with it', async () => {
    const api = jobsApi();
    renderPage('/jobs', <JobsPage />, '/jobs?q=React&page=3');
    await screen.findByRole('article');
    await userEvent.selectOptions(sortBy(), 'Salary (highest first)');
    expect(location()).toBe('/jobs?q=React&sort=salary');
    await screen.findByRole('article');
    expect(lastJobsQuery(api)).toMatchObject({ q: 'React', sort: 'salary', page: '1' });
    expect(sortBy()).toHaveValue('salary');

    // a new search keeps the order; "Clear all filters" keeps it too
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/jobs?sort=salary');
  });

  it('reads the order from the URL and changes back to Newest', async () => {
    const api = jobsApi();
    renderPage('/jobs', <JobsPage />, '/jobs?sort=salary');
    await screen.findByRole('article');
    expect(sortBy()).toHaveValue('salary');
    expect(lastJobsQuery(api)).toMatchObject({ sort: 'salary' });
    await userEvent.selectOptions(sortBy(), 'Newest');
    expect(location()).toBe('/jobs?sort=newest');
  });
});
