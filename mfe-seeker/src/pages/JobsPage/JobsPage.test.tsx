import { useSession } from '@rozgar/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { useSeekerJobsStore } from '../../jobs/seekerJobsStore';
import type { Job, JobFilterOptions, JobsPageData } from '../../jobs/jobsApi';
import { handlers } from '../../mocks/handlers';
import { jobFixture as job, jobId, SEEKER } from '../../mocks/jobFixtures';
import { JobsPage } from './JobsPage';

const options = (...values: Array<[string, number]>) =>
  values.map(([value, count]) => ({ value, count }));

const filters: JobFilterOptions = {
  experience: options(['0-2', 40], ['2-5', 120], ['5-10', 80], ['10+', 12]),
  salary: options(['0-5', 30], ['5-10', 90], ['10-20', 100], ['20+', 25]),
  locations: options(
    ['Bengaluru', 90],
    ['Pune', 50],
    ['Hyderabad', 45],
    ['Mumbai', 30],
    ['Delhi NCR', 20],
  ),
  workModes: options(['On-site', 120], ['Hybrid', 70], ['Remote', 40]),
  industries: options(['IT Services', 100], ['Finance', 60]),
  roles: options(['Frontend Developer', 30]),
  departments: options(['Engineering', 150]),
};

const page = (jobs: Job[], total = jobs.length, pageNumber = 1): JobsPageData => ({
  jobs,
  total,
  page: pageNumber,
  pageSize: 20,
});

/** A refusal of the BFF's, as `{ status, error }`. */
type Refusal = { status: number; error: string };

/**
 * The BFF of /jobs: `GET /api/jobs` answers `answers` in order (the last one repeats), the filter
 * facets are `filters`, and `extra` handlers come first; records what the page sends.
 */
function jobsApi(
  answers: JobsPageData | Refusal | Array<JobsPageData | Refusal> = page([job(1)]),
  ...extra: HttpHandler[]
) {
  const list = Array.isArray(answers) ? answers : [answers];
  const jobs = list.map((answer, index) => {
    const once = index < list.length - 1;
    return 'error' in answer
      ? handlers.refuses('get', '/api/jobs', answer.error, { status: answer.status, once })
      : handlers.answers('get', '/api/jobs', answer, { once });
  });
  mswServer.use(...extra, ...jobs, handlers.jobFilters(filters));
  return recordRequests();
}

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'anonymous', user: null }, true);
  useSeekerJobsStore.getState().clear();
});

afterEach(() => {
  cleanup();
});

const location = () => screen.getByTestId('location').textContent;
const group = (name: string) => screen.getByRole('group', { name }) as HTMLElement;

describe('JobsPage: the list', () => {
  it('shows skeletons while loading, then one card per job with the total', async () => {
    const api = jobsApi(
      page(
        [
          job(1, { rating: 4.2, reviews: 310 }),
          job(2, {
            skills: ['Java', 'Spring Boot'],
            min_salary: undefined,
            max_salary: undefined,
            created_at: '2026-03-05T08:00:00.000Z',
          }),
        ],
        42,
      ),
    );
    renderPage('/jobs', <JobsPage />);

    expect(screen.getByLabelText('Loading jobs')).toHaveAttribute('aria-busy', 'true');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('heading', { name: '42 jobs' })).toBeInTheDocument();

    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Frontend Engineer 1' })).toBeInTheDocument();
    expect(first.getByText('Infosys')).toBeInTheDocument();
    expect(first.getByText('₹8 LPA - ₹14 LPA')).toBeInTheDocument();
    expect(first.getByText(/2 - 5 years/)).toBeInTheDocument();
    expect(first.getByText('Bengaluru')).toBeInTheDocument();
    expect(first.getByText('Hybrid')).toBeInTheDocument();
    expect(first.getByText(/20 Nov 26/)).toHaveTextContent(/^Posted \S.* · 20 Nov 26$/);
    expect(first.getByText(/4\.2/)).toHaveTextContent('Rating: ★ 4.2 out of 5 (310 reviews)');
    expect(first.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
    expect(first.getByRole('button', { name: 'Save Job' })).toBeEnabled();

    const second = within(cards[1]!);
    expect(second.getByText('Java')).toBeInTheDocument();
    expect(second.getByText('Spring Boot')).toBeInTheDocument();
    expect(second.getByText('Not specified')).toBeInTheDocument();
    expect(second.getByText(/05 Mar 26/)).toHaveTextContent(/^Posted 30\+ days ago · 05 Mar 26$/);
    expect(second.queryByText(/Rating/)).not.toBeInTheDocument();
    // Logged out: the server sends no skill_match, and none is made up.
    expect(screen.queryByText(/skills? match/)).not.toBeInTheDocument();

    expect(api.callsTo('GET', '/api/jobs')[0]!.url).toBe('/api/jobs?page=1&pageSize=20');
  });

  it('shows a seeker the skill match the server computed', async () => {
    useSession.setState({ status: 'authenticated', user: SEEKER });
    jobsApi(
      page([
        job(1, {
          skills: ['React', 'TypeScript', 'CSS', 'Git', 'GraphQL', 'Jest'],
          skill_match: {
            matched: ['React', 'TypeScript', 'CSS', 'Git'],
            missing: ['GraphQL', 'Jest'],
          },
        }),
      ]),
      ...handlers.seekerJobs(),
    );
    renderPage('/jobs', <JobsPage />);

    const match = await screen.findByRole('group', { name: '4 of 6 skills match' });
    expect(
      within(within(match).getByRole('list', { name: 'Matched:' })).getAllByRole('listitem'),
    ).toHaveLength(4);
    const missing = within(match).getByRole('list', { name: 'Missing:' });
    expect(within(missing).getByText('GraphQL')).toBeInTheDocument();
    expect(within(missing).getByText('Jest')).toBeInTheDocument();
  });

  it('shows the empty text when no job matches', async () => {
    jobsApi(page([]));
    renderPage('/jobs', <JobsPage />);
    expect(
      await screen.findByText(
        'No jobs match your current filter criteria. Try adjusting your filters.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '0 jobs' })).toBeInTheDocument();
  });

  it('shows "Error: " with the message and Retry, and Retry loads the jobs', async () => {
    const api = jobsApi([{ status: 503, error: 'Database unavailable' }, page([job(7)])]);
    renderPage('/jobs', <JobsPage />);
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Frontend Engineer 7' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 job' })).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/jobs')).toHaveLength(2);
  });

  it('reads the page from the URL and moves between pages, keeping the search', async () => {
    const api = jobsApi(
      page([]),
      handlers.jobsByPage((pageNumber) => page([job(pageNumber * 100)], 45, pageNumber)),
    );
    renderPage('/jobs', <JobsPage />, '/jobs?page=2&q=React&minExp=2');

    expect(
      await screen.findByRole('heading', { name: 'Frontend Engineer 200' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    const first = api.callsTo('GET', '/api/jobs')[0]!;
    expect(first.search.get('q')).toBe('React');
    expect(first.search.get('minExp')).toBe('2');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('heading', { name: 'Frontend Engineer 300' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/jobs?q=React&minExp=2&page=3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(
      await screen.findByRole('heading', { name: 'Frontend Engineer 200' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/jobs?q=React&minExp=2&page=2');
  });
  it('shows the last page for a page beyond it (?page=99), replacing the URL', async () => {
    const api = jobsApi(
      page([]),
      handlers.jobsByPage((pageNumber) =>
        page(pageNumber <= 3 ? [job(pageNumber * 100)] : [], 45, pageNumber),
      ),
    );
    renderPage('/jobs', <JobsPage />, '/jobs?q=React&page=99');

    // two answers in a row (page 99, then the last page)
    expect(
      await screen.findByRole('heading', { name: 'Frontend Engineer 300' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(location()).toBe('/jobs?q=React&page=3');
    expect(screen.queryByText(/Page 99/)).not.toBeInTheDocument();
    expect(screen.queryByText('No jobs found')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/jobs').map((call) => call.search.get('page'))).toEqual([
      '99',
      '3',
    ]);
  });

  it('shows a page seen within 30 s again at once, without asking the server again', async () => {
    const api = jobsApi(
      page([]),
      handlers.jobsByPage((pageNumber) => page([job(pageNumber * 100)], 45, pageNumber)),
    );
    renderPage('/jobs', <JobsPage />, '/jobs?page=2&q=React');
    await screen.findByRole('heading', { name: 'Frontend Engineer 200' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Frontend Engineer 300' });

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Frontend Engineer 200' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading jobs')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/jobs')).toHaveLength(2);
    expect(api.callsTo('GET', '/api/jobs/filters')).toHaveLength(1);
  });
});

describe('JobsPage: the filter panel', () => {
  it('offers "Skip to results" just before the filters, which takes Tab past them to the jobs', async () => {
    jobsApi(page([job(1), job(2)], 2));
    renderPage('/jobs', <JobsPage />);
    await screen.findAllByRole('article');
    await waitFor(() => group('Locations'));

    const skip = screen.getByRole('link', { name: 'Skip to results' });
    // Just before the filters: the first filter checkbox follows it in the document.
    const firstFilter = within(group('Experience')).getAllByRole('checkbox')[0]!;
    expect(
      skip.compareDocumentPosition(firstFilter) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    skip.focus();
    await userEvent.keyboard('{Enter}');
    expect(
      screen.getByRole('heading', { name: '2 jobs' }).closest('[tabindex="-1"]'),
    ).toHaveFocus();
    // The results start with their controls ("Sort by", "Create job alert"), then the first job.
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Create job alert' })).toHaveFocus();
    await userEvent.tab();
    const firstCard = screen.getAllByRole('article')[0]!;
    expect(firstCard.contains(document.activeElement)).toBe(true);
  });

  it('lists each group from /api/jobs/filters with counts, 3 options until "Show all (n)"', async () => {
    jobsApi();
    renderPage('/jobs', <JobsPage />);

    const locations = await waitFor(() => group('Locations'));
    const names = () =>
      within(locations)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent);
    expect(names()).toEqual(['Bengaluru (90)', 'Pune (50)', 'Hyderabad (45)']);

    const showAll = screen.getByRole('button', { name: 'Show all (5)' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(showAll);
    expect(names()).toEqual([
      'Bengaluru (90)',
      'Pune (50)',
      'Hyderabad (45)',
      'Mumbai (30)',
      'Delhi NCR (20)',
    ]);
    const showLess = screen.getByRole('button', { name: 'Show less' });
    expect(showLess).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(showLess);
    expect(names()).toHaveLength(3);

    // Buckets read with their units; a group of 3 or fewer has nothing to expand.
    expect(
      within(group('Experience')).getByRole('checkbox', { name: '0-2 years (40)' }),
    ).toBeInTheDocument();
    expect(
      within(group('Salary')).getByRole('checkbox', { name: '0-5 Lakhs (30)' }),
    ).toBeInTheDocument();
    expect(within(group('Work mode')).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Show all/ }).map((b) => b.textContent)).toEqual([
      'Show all (4)',
      'Show all (4)',
      'Show all (5)',
    ]);
    expect(
      within(group('Roles')).getByRole('checkbox', { name: 'Frontend Developer (30)' }),
    ).toBeInTheDocument();
    expect(
      within(group('Departments')).getByRole('checkbox', { name: 'Engineering (150)' }),
    ).toBeInTheDocument();
    expect(within(group('Industries')).getAllByRole('checkbox')).toHaveLength(2);
  });

  it('collapses and expands a group with its disclosure button, by mouse and keyboard', async () => {
    jobsApi();
    renderPage('/jobs', <JobsPage />);

    const toggle = await screen.findByRole('button', { name: 'Salary' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(body).not.toBeVisible();
    expect(screen.queryByRole('checkbox', { name: /Lakhs/ })).not.toBeInTheDocument();

    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('checkbox', { name: /Lakhs/ })).toHaveLength(3);
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // "Show all" works from the keyboard too, and Tab reaches the checkboxes it reveals.
    screen.getByRole('button', { name: 'Show all (5)' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Delhi NCR (20)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveFocus();
  });

  it('shows an error with Retry when the filters cannot be loaded', async () => {
    jobsApi(
      page([job(1)]),
      handlers.refuses('get', '/api/jobs/filters', 'Boom', { status: 500, once: true }),
    );
    renderPage('/jobs', <JobsPage />);
    const panel = await screen.findByRole('complementary', { name: 'Filters' });
    expect(await within(panel).findByText('Error: Boom')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry loading filters' }));
    expect(await within(panel).findByRole('button', { name: 'Locations' })).toBeInTheDocument();
  });
});

describe('JobsPage: filters and the URL', () => {
  it('reads every filter from the URL: checked boxes, filled inputs, chips, API query', async () => {
    const api = jobsApi();
    renderPage(
      '/jobs',
      <JobsPage />,
      '/jobs?q=React&minExp=2&maxExp=5&location=Pune&experience=10%2B,2-5&workModes=Remote&locations=Chennai',
    );

    await screen.findByRole('article');
    expect(screen.getByRole('textbox', { name: 'Skills, designations or companies' })).toHaveValue(
      'React',
    );
    expect(screen.getByRole('textbox', { name: 'Min experience (years)' })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: 'Max experience (years)' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('Pune');

    const experience = await waitFor(() => group('Experience'));
    expect(within(experience).getByRole('checkbox', { name: '10+ years (12)' })).toBeChecked();
    expect(within(experience).getByRole('checkbox', { name: '2-5 years (120)' })).toBeChecked();
    expect(within(experience).getByRole('checkbox', { name: '0-2 years (40)' })).not.toBeChecked();
    // Folded, the group still shows a checked option that comes after the first three.
    expect(within(experience).getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: /^Show all/ })[0]).toHaveTextContent(
      'Show all (4)',
    );
    expect(within(group('Work mode')).getByRole('checkbox', { name: 'Remote (40)' })).toBeChecked();
    // A value the server does not list any more stays visible and checked, so it can be unchecked.
    expect(within(group('Locations')).getByRole('checkbox', { name: 'Chennai (0)' })).toBeChecked();

    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual([
      'Remove filter Search: React',
      'Remove filter Min experience: 2 years',
      'Remove filter Max experience: 5 years',
      'Remove filter Location: Pune',
      'Remove filter Experience: 10+ years',
      'Remove filter Experience: 2-5 years',
      'Remove filter Locations: Chennai',
      'Remove filter Work mode: Remote',
    ]);

    const query = api.callsTo('GET', '/api/jobs')[0]!.search;
    expect(Object.fromEntries(query)).toEqual({
      q: 'React',
      minExp: '2',
      maxExp: '5',
      location: 'Pune',
      experience: '10+,2-5',
      locations: 'Chennai',
      workModes: 'Remote',
      page: '1',
      pageSize: '20',
    });
  });

  it('writes a checked filter to the URL, back at page 1, and fetches with it', async () => {
    const api = jobsApi(page([job(1)], 60));
    renderPage('/jobs', <JobsPage />, '/jobs?q=React&page=3');
    await screen.findByRole('article');

    await userEvent.click(
      within(group('Work mode')).getByRole('checkbox', { name: 'Remote (40)' }),
    );
    expect(location()).toBe('/jobs?q=React&workModes=Remote');
    await userEvent.click(
      within(group('Salary')).getByRole('checkbox', { name: '0-5 Lakhs (30)' }),
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Show all (4)' })[1]!);
    await userEvent.click(
      within(group('Salary')).getByRole('checkbox', { name: '20+ Lakhs (25)' }),
    );
    expect(location()).toBe('/jobs?q=React&salary=0-5,20%2B&workModes=Remote');

    await waitFor(() => expect(api.callsTo('GET', '/api/jobs')).toHaveLength(4));
    const last = api.callsTo('GET', '/api/jobs').at(-1)!.search;
    expect(last.get('salary')).toBe('0-5,20+');
    expect(last.get('workModes')).toBe('Remote');
    expect(last.get('page')).toBe('1');

    await userEvent.click(
      within(group('Work mode')).getByRole('checkbox', { name: 'Remote (40)' }),
    );
    expect(location()).toBe('/jobs?q=React&salary=0-5,20%2B');
  });

  it('searches from the inputs, validates them, and resets the page', async () => {
    jobsApi(page([job(1)], 60));
    renderPage('/jobs', <JobsPage />, '/jobs?q=React&page=2');
    await screen.findByRole('article');

    const what = screen.getByRole('textbox', { name: 'Skills, designations or companies' });
    await userEvent.clear(what);
    await userEvent.type(what, '  Data Analyst ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Min experience (years)' }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Max experience (years)' }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText('Max experience must be at least the min experience'),
    ).toBeInTheDocument();
    expect(location()).toBe('/jobs?q=React&page=2');

    const max = screen.getByRole('textbox', { name: 'Max experience (years)' });
    await userEvent.clear(max);
    await userEvent.type(max, '8');
    await userEvent.type(screen.getByRole('textbox', { name: 'Location' }), 'Delhi NCR{Enter}');
    await waitFor(() =>
      expect(location()).toBe('/jobs?q=Data%20Analyst&minExp=5&maxExp=8&location=Delhi%20NCR'),
    );
  });

  it('removes one chip at a time, and "Clear all filters" removes them all', async () => {
    jobsApi();
    renderPage('/jobs', <JobsPage />, '/jobs?q=React&location=Pune&workModes=Remote,Hybrid&page=2');
    await screen.findByRole('article');

    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Work mode: Remote' }));
    expect(location()).toBe('/jobs?q=React&location=Pune&workModes=Hybrid');
    // Focus moves to the chip that took its place.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove filter Work mode: Hybrid' })).toHaveFocus(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Search: React' }));
    expect(location()).toBe('/jobs?location=Pune&workModes=Hybrid');
    expect(screen.getByRole('textbox', { name: 'Skills, designations or companies' })).toHaveValue(
      '',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/jobs');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toHaveFocus(),
    );
    expect(screen.getByRole('textbox', { name: 'Location' })).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).not.toBeInTheDocument();
  });
});

describe('JobsPage: the filter drawer on a phone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('puts "Filters (n)" above the jobs and opens the filters in a dialog that traps focus', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    jobsApi(page([job(1)], 60));
    renderPage('/jobs', <JobsPage />, '/jobs?q=React&workModes=Remote&salary=0-5');
    const card = await screen.findByRole('article');
    // No filter group on the page itself; the button counts the two filters (not the text search).
    expect(screen.queryByRole('group', { name: 'Work mode' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Skip to results' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(button.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await within(dialog).findByRole('group', { name: 'Work mode' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Checking a box filters at once; the count follows.
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Hybrid (70)' }));
    expect(location()).toBe('/jobs?q=React&salary=0-5&workModes=Remote,Hybrid');
    expect(screen.getByRole('button', { name: 'Filters (3)', hidden: true })).toBeTruthy();
    // Tab stays inside the dialog.
    for (let step = 0; step < 40; step += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    // Escape closes it, focus back on the button.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveFocus();

    // "Show results" closes it too.
    await userEvent.click(screen.getByRole('button', { name: 'Filters (3)' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', {
        name: 'Show results',
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toHaveFocus();
  });

  it('keeps the filters beside the jobs on a wider screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    jobsApi(page([job(1)]));
    renderPage('/jobs', <JobsPage />);
    await screen.findByRole('article');
    expect(await screen.findByRole('group', { name: 'Work mode' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Filters \(/ })).toBeNull();
  });
});

describe('JobsPage: the details modal', () => {
  it('opens from a card, traps focus, links to the full page and returns focus on close', async () => {
    const api = jobsApi(page([job(1), job(2)]), handlers.jobViews());
    renderPage('/jobs', <JobsPage />);
    const [card] = await screen.findAllByRole('article');
    const opener = within(card!).getByRole('button', { name: 'Frontend Engineer 1' });

    // A click on the card's body (not on a control) opens it too.
    await userEvent.click(within(card!).getByText(/20 Nov 26/));
    const dialog = await screen.findByRole('dialog', { name: 'Frontend Engineer 1' });
    expect(within(dialog).getByRole('heading', { name: 'Job description' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Build the web apps our customers use every day.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View full details' })).toHaveAttribute(
      'href',
      `/job-details/${jobId(1)}`,
    );
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // opening it counts a view of the job for its recruiter's analytics
    await waitFor(() => expect(api.callsTo('POST', `/api/jobs/${jobId(1)}/views`)).toHaveLength(1));

    // Tab stays inside.
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await userEvent.click(opener);
    const again = await screen.findByRole('dialog', { name: 'Frontend Engineer 1' });
    await userEvent.click(within(again).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps the card and the modal in step: applied in the modal reads Applied on the card', async () => {
    useSession.setState({ status: 'authenticated', user: SEEKER });
    const api = jobsApi(page([job(1)]), ...handlers.seekerJobs(), handlers.jobViews());
    renderPage('/jobs', <JobsPage />);
    const card = await screen.findByRole('article');
    await userEvent.click(within(card).getByRole('button', { name: 'Frontend Engineer 1' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Now' }));
    expect(await within(dialog).findByRole('button', { name: 'Applied' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(card).getByRole('button', { name: 'Applied' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/apply-job').map((call) => call.body)).toEqual([
      { job_id: jobId(1) },
    ]);
  });
});
