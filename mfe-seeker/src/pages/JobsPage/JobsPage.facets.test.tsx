import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobFilterOptions } from '../../jobs/jobsApi';
import { useSeekerJobsStore } from '../../jobs/seekerJobsStore';
import { handlers } from '../../mocks/handlers';
import { jobFixture as job } from '../../mocks/jobFixtures';
import { JobsPage } from './JobsPage';

/*
 * /jobs' filter counts follow the search (docs/product/jobs-search-and-details.md#filters): the
 * panel asks `GET /api/jobs/filters` with the search's filters, keeping the previous counts
 * (and its size) while the new ones load.
 */

const initialSession = useSession.getState();

const facets = (locations: Array<[string, number]>, hybrid: number): JobFilterOptions => ({
  experience: [],
  salary: [],
  locations: locations.map(([value, count]) => ({ value, count })),
  workModes: [{ value: 'Hybrid', count: hybrid }],
  industries: [],
  roles: [],
  departments: [],
});

/** The whole catalogue's counts, and those with Pune checked (its own group unchanged). */
const CATALOGUE = facets(
  [
    ['Pune', 40],
    ['Mumbai', 30],
  ],
  50,
);
const IN_PUNE = facets(
  [
    ['Pune', 40],
    ['Mumbai', 30],
  ],
  12,
);

/** The BFF: the filters per search; `hold` keeps the answers with a search waiting until released. */
function api() {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  mswServer.use(
    ...handlers.seekerJobs(),
    handlers.answers('get', '/api/jobs', { jobs: [job(1)], total: 1, page: 1, pageSize: 20 }),
    http.get('/api/jobs/filters', async ({ request }) => {
      const search = new URL(request.url).searchParams;
      if (search.get('locations') !== 'Pune') return HttpResponse.json(CATALOGUE);
      await held;
      return HttpResponse.json(IN_PUNE);
    }),
  );
  return { requests: recordRequests(), release: () => release() };
}

const group = (name: string) => screen.getByRole('group', { name });
const panel = () => screen.getByRole('complementary', { name: 'Filters' });

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'anonymous', user: null }, true);
  useSeekerJobsStore.getState().clear();
});

afterEach(() => {
  cleanup();
});

describe('JobsPage: filter counts of the current search', () => {
  it('asks for the counts with the search, keeping the previous ones while they load', async () => {
    const { requests, release } = api();
    renderPage('/jobs', <JobsPage />, '/jobs?q=React');
    const hybrid = await waitFor(() =>
      within(group('Work mode')).getByRole('checkbox', { name: 'Hybrid (50)' }),
    );
    expect(Object.fromEntries(requests.callsTo('GET', '/api/jobs/filters')[0]!.search)).toEqual({
      q: 'React',
    });

    await userEvent.click(within(group('Locations')).getByRole('checkbox', { name: 'Pune (40)' }));
    // the new counts are on their way: the old ones stay, no skeleton, and the panel says so
    await waitFor(() =>
      expect(within(panel()).getByRole('status')).toHaveTextContent('Updating counts…'),
    );
    expect(hybrid).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading filters')).toBeNull();
    expect(Object.fromEntries(requests.callsTo('GET', '/api/jobs/filters').at(-1)!.search)).toEqual(
      { q: 'React', locations: 'Pune' },
    );

    release();
    expect(
      await within(group('Work mode')).findByRole('checkbox', { name: 'Hybrid (12)' }),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent('');
    // Pune's own group is not narrowed by Pune: Mumbai stays choosable
    expect(
      within(group('Locations')).getByRole('checkbox', { name: 'Mumbai (30)' }),
    ).toBeInTheDocument();
  });

  it('does not ask again for another order or page: the counts do not depend on them', async () => {
    const { requests } = api();
    renderPage('/jobs', <JobsPage />, '/jobs?q=React');
    await waitFor(() => group('Work mode'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await waitFor(() => expect(requests.callsTo('GET', '/api/jobs')).toHaveLength(2));
    expect(requests.callsTo('GET', '/api/jobs/filters')).toHaveLength(1);
  });
});
