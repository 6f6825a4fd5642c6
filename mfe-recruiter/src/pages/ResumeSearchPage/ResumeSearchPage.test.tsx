import { useSession } from '@rozgar/design-system';
import {
  createTestQueryClient,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  candidateFixture,
  fixtureId,
  RECRUITER,
  recentSearchFixture,
  savedSearchFixture,
  searchResultFixture,
  SEEKER,
} from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import type { CandidateCriteria } from '../../resdex/candidatesApi';
import { ResumeSearchPage } from './ResumeSearchPage';

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

const RAHUL = candidateFixture('u1', {
  full_name: 'Rahul Sharma',
  curr_role: 'Data Analyst',
  address: 'Koregaon Park, Pune',
  experience: 4,
  skills: ['SQL', 'Python', 'Power BI'],
  education: 'MCA',
  resume_link: '/api/candidates/u1/resume',
});
const MEERA = candidateFixture('u2', { full_name: 'meera Iyer', saved: true, experience: 1 });
/**
 * The BFF of these tests: no searches yet, and Rahul and Meera found, with `overrides` answering
 * first. Returns the requests the page sends.
 */
function routes(...overrides: RequestHandler[]) {
  mswServer.use(
    handlers.candidateSearches(),
    handlers.candidateSearch(searchResultFixture([RAHUL, MEERA])),
  );
  mswServer.use(...overrides);
  return recordRequests();
}

type User = ReturnType<typeof userEvent.setup>;

function setup(...overrides: RequestHandler[]) {
  const api = routes(...overrides);
  const user = userEvent.setup();
  renderPage('/search-resume', <ResumeSearchPage />);
  return { api, user };
}

const sectionButton = (name: string) => screen.findByRole('button', { name: new RegExp(name) });
const chip = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name });

async function openSection(user: User, name: string) {
  const button = await sectionButton(name);
  if (button.getAttribute('aria-expanded') === 'false') await user.click(button);
}

describe('ResumeSearchPage', () => {
  it('shows the four sections as disclosures, Basic Details open, usable from the keyboard', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Resumes' })).toBeVisible();

    const basic = await sectionButton('Basic Details');
    const employment = await sectionButton('Employment Details');
    const education = await sectionButton('Education Details');
    const additional = await sectionButton('Additional Details');
    expect(basic).toHaveAttribute('aria-expanded', 'true');
    for (const button of [employment, education, additional]) {
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.getByLabelText('Skills')).toBeVisible();
    expect(screen.getByLabelText('Current role')).not.toBeVisible();
    const fields = document.getElementById(employment.getAttribute('aria-controls')!)!;
    expect(fields).not.toBeVisible();

    employment.focus();
    await user.keyboard('{Enter}');
    expect(employment).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Current role')).toBeVisible();
    expect(fields).toBeVisible();
    await user.keyboard(' ');
    expect(employment).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Current role')).not.toBeVisible();
    basic.focus();
    await user.keyboard('{Enter}');
    expect(basic).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the job type chip rules: Any clears, a type removes Any, the last one off returns to Any', async () => {
    const { user } = setup();
    await openSection(user, 'Employment Details');
    const pressed = () =>
      within(screen.getByRole('group', { name: 'Job type' }))
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent);

    expect(pressed()).toEqual(['Any']);
    await user.click(chip('Job type', 'Contract'));
    expect(pressed()).toEqual(['Contract']);
    await user.click(chip('Job type', 'Full-time'));
    expect(pressed()).toEqual(['Full-time', 'Contract']);
    await user.click(chip('Job type', 'Any'));
    expect(pressed()).toEqual(['Any']);
    await user.click(chip('Job type', 'Freelance'));
    await user.click(chip('Job type', 'Freelance'));
    expect(pressed()).toEqual(['Any']);

    // Gender is a single choice.
    await openSection(user, 'Additional Details');
    const genders = () =>
      within(screen.getByRole('group', { name: 'Gender' }))
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent);
    expect(genders()).toEqual(['Any']);
    await user.click(chip('Gender', 'Female'));
    expect(genders()).toEqual(['Female']);
    await user.click(chip('Gender', 'Other'));
    expect(genders()).toEqual(['Other']);
    await user.click(chip('Gender', 'Any'));
    expect(genders()).toEqual(['Any']);
    expect(screen.getByLabelText('Active in')).toHaveValue('6');
  });

  it('refuses experience outside 0–30, a maximum below the minimum and a bad graduation year', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByLabelText('Minimum experience (years)'), '31');
    await user.type(screen.getByLabelText('Maximum experience (years)'), '2');
    // The error is in a closed section: searching opens it.
    expect(await sectionButton('Education Details')).toHaveAttribute('aria-expanded', 'false');
    await openSection(user, 'Education Details');
    await user.type(screen.getByLabelText('Graduation year'), '1900');
    await user.click(await sectionButton('Education Details'));
    await user.click(screen.getByRole('button', { name: 'Search resumes' }));

    expect(
      await screen.findByText('Experience must be a whole number of years from 0 to 30'),
    ).toBeVisible();
    expect(screen.getByText('Graduation year must be from 1950 to 2100')).toBeVisible();
    expect(await sectionButton('Education Details')).toHaveAttribute('aria-expanded', 'true');

    await user.clear(screen.getByLabelText('Minimum experience (years)'));
    await user.type(screen.getByLabelText('Minimum experience (years)'), '5');
    await user.click(screen.getByRole('button', { name: 'Search resumes' }));
    expect(
      await screen.findByText('Maximum experience must not be below the minimum'),
    ).toBeVisible();
    expect(api.callsTo('POST', '/api/candidates/search')).toEqual([]);
  });

  it('sends every filled criterion, shows the results and the toast, and refreshes the recent searches', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByLabelText('Full name'), '  Rahul ');
    await user.type(screen.getByLabelText('Skills'), 'SQL, python, sql, ');
    await user.click(screen.getByLabelText('Mark all skills as mandatory'));
    await user.type(screen.getByLabelText('Minimum experience (years)'), '2');
    await user.type(screen.getByLabelText('Maximum experience (years)'), '5');
    await user.type(screen.getByLabelText('Current location'), 'Pune');
    await user.click(screen.getByLabelText('Include candidates willing to relocate'));
    await user.type(screen.getByLabelText('PIN code'), '411001');
    await openSection(user, 'Employment Details');
    await user.type(screen.getByLabelText('Current role'), 'Analyst');
    await user.click(chip('Job type', 'Part-time'));
    await user.click(chip('Job type', 'Full-time'));
    await openSection(user, 'Education Details');
    await user.type(screen.getByLabelText('Graduation year'), '2020');
    await user.type(screen.getByLabelText('Field of study'), 'Computer');
    await openSection(user, 'Additional Details');
    await user.click(chip('Gender', 'Male'));
    await user.selectOptions(screen.getByLabelText('Active in'), '3');
    await user.click(screen.getByRole('button', { name: 'Search resumes' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Search Results (2)' }),
    ).toHaveFocus();
    expect(api.callsTo('POST', '/api/candidates/search')[0]!.body).toEqual({
      criteria: {
        fullName: 'Rahul',
        skills: ['SQL', 'python'],
        markAllSkillsAsMandatory: true,
        experience: { min: 2, max: 5 },
        location: 'Pune',
        includeRelocateWilling: true,
        pinCode: '411001',
        currRole: 'Analyst',
        jobType: ['Full-time', 'Part-time'],
        graduationYear: 2020,
        fieldOfStudy: 'Computer',
        gender: 'Male',
        activePeriod: 3,
      },
      page: 1,
      pageSize: 24,
    });
    expect(await screen.findByText('Found 2 profiles matching your criteria.')).toBeVisible();

    const rahul = screen.getByRole('article', { name: 'Rahul Sharma' });
    for (const text of [
      'R',
      'Data Analyst',
      'Koregaon Park, Pune',
      '4 years',
      'SQL, Python, Power BI',
      'MCA',
    ]) {
      expect(within(rahul).getByText(text)).toBeVisible();
    }
    expect(within(rahul).getByRole('link', { name: 'View Resume' })).toHaveAttribute(
      'href',
      '/api/candidates/u1/resume',
    );
    expect(
      within(rahul).getByRole('button', { name: 'Save Candidate' }),
    ).toHaveAccessibleDescription('Rahul Sharma');
    const meera = screen.getByRole('article', { name: 'meera Iyer' });
    expect(within(meera).getByText('M')).toBeVisible();
    expect(within(meera).getByRole('button', { name: 'Unsave' })).toBeVisible();
    expect(within(meera).queryByRole('link', { name: 'View Resume' })).toBeNull();
    await waitFor(() => expect(api.callsTo('GET', '/api/candidate-searches')).toHaveLength(2));
  });

  it('says when nobody matches, and when the search fails', async () => {
    const { user } = setup(
      handlers.candidateSearch(searchResultFixture([]), { once: true }),
      failure('post', '/api/candidates/search', 500, { error: 'boom' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Search resumes' }));
    expect(await screen.findByRole('heading', { name: 'Search Results (0)' })).toBeVisible();
    expect(screen.getByText('No candidates found.')).toBeVisible();
    expect(await screen.findByText('Found 0 profiles matching your criteria.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Search resumes' }));
    expect(
      await screen.findByText('An error occurred while searching. Please try again.'),
    ).toHaveAttribute('role', 'alert');
    expect(screen.queryByText('No candidates found.')).toBeNull();
  });

  it('pages through the results with the same criteria', async () => {
    const { api, user } = setup(
      handlers.candidateSearch(({ page }) =>
        searchResultFixture([candidateFixture(`p${page}`)], { total: 30, page }),
      ),
    );
    await user.type(await screen.findByLabelText('Skills'), 'SQL');
    await user.click(screen.getByRole('button', { name: 'Search resumes' }));
    const pager = await screen.findByRole('navigation', { name: 'Search results pages' });
    expect(pager).toHaveTextContent('Page 1 of 2');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Candidate p2' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Search results pages' })).toHaveTextContent(
      'Page 2 of 2',
    );
    const bodies = api.callsTo('POST', '/api/candidates/search').map((call) => call.body);
    expect(bodies[1]).toEqual({ ...(bodies[0] as object), page: 2 });
  });

  it('saves and unsaves a candidate on the server, and rolls back when the server refuses', async () => {
    const { api, user } = setup(
      failure('delete', `/api/saved-candidates/${RAHUL.id}`, 500, {
        error: 'Database unavailable',
      }),
      handlers.candidateSaved(),
    );
    await user.click(await screen.findByRole('button', { name: 'Search resumes' }));
    const rahul = await screen.findByRole('article', { name: 'Rahul Sharma' });

    await user.click(within(rahul).getByRole('button', { name: 'Save Candidate' }));
    expect(await within(rahul).findByRole('button', { name: 'Unsave' })).toBeVisible();
    expect(api.callsTo('PUT', `/api/saved-candidates/${RAHUL.id}`)).toHaveLength(1);
    expect(await screen.findByText('Rahul Sharma saved')).toBeVisible();

    await user.click(within(rahul).getByRole('button', { name: 'Unsave' }));
    expect(
      await screen.findByText('Failed to remove candidate: Database unavailable'),
    ).toBeVisible();
    expect(within(rahul).getByRole('button', { name: 'Unsave' })).toBeVisible();
    expect(api.callsTo('DELETE', `/api/saved-candidates/${RAHUL.id}`)).toHaveLength(1);
  });

  it('reports a failed save with the catalogue text and the server reason', async () => {
    const { user } = setup(
      failure('put', `/api/saved-candidates/${RAHUL.id}`, 404, { error: 'Candidate not found' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Search resumes' }));
    const rahul = await screen.findByRole('article', { name: 'Rahul Sharma' });
    await user.click(within(rahul).getByRole('button', { name: 'Save Candidate' }));
    expect(await screen.findByText('Failed to save candidate: Candidate not found')).toBeVisible();
    expect(within(rahul).getByRole('button', { name: 'Save Candidate' })).toBeVisible();
  });

  it('shows the empty sidebar texts', async () => {
    setup();
    expect(await screen.findByText('No recent searches')).toBeVisible();
    expect(screen.getByText('No saved searches')).toBeVisible();
  });

  it('lists five recent searches, and three saved ones until View all', async () => {
    const recent = Array.from({ length: 6 }, (_, i) =>
      recentSearchFixture(`r${i}`, `Skill${i}`, { skills: [`Skill${i}`] }, i),
    );
    const saved = Array.from({ length: 4 }, (_, i) =>
      savedSearchFixture(`s${i}`, `Saved ${i}`, `Skill${i} · Pune`, { location: 'Pune' }),
    );
    const { user } = setup(handlers.candidateSearches({ recent, saved }));

    const recentList = await screen.findByRole('list', { name: 'Recent Searches' });
    expect(within(recentList).getAllByRole('listitem')).toHaveLength(5);
    expect(within(recentList).getByText('1 profile')).toBeVisible();
    expect(within(recentList).queryByText('Skill5')).toBeNull();
    const savedList = screen.getByRole('list', { name: 'Saved Searches' });
    expect(within(savedList).getAllByRole('listitem')).toHaveLength(3);
    const viewAll = screen.getByRole('button', { name: 'View all (4)' });
    expect(viewAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(viewAll);
    expect(within(savedList).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('applies a saved search: fills the form, opens its sections and searches', async () => {
    const criteria: CandidateCriteria = {
      skills: ['React', 'Node.js'],
      experience: { min: 2, max: 5 },
      location: 'Pune',
      jobType: ['Contract'],
      gender: 'Female',
      activePeriod: 12,
    };
    const { api, user } = setup(
      handlers.candidateSearches({
        recent: [],
        saved: [
          savedSearchFixture('s1', 'Pune React', 'React, Node.js · 2–5 yrs · Pune', criteria),
        ],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Apply this search: Pune React' }));

    expect(await screen.findByRole('heading', { name: 'Search Results (2)' })).toBeVisible();
    expect(api.callsTo('POST', '/api/candidates/search')[0]!.body).toEqual({
      criteria,
      page: 1,
      pageSize: 24,
    });
    expect(screen.getByLabelText('Skills')).toHaveValue('React, Node.js');
    expect(screen.getByLabelText('Minimum experience (years)')).toHaveValue('2');
    expect(screen.getByLabelText('Current location')).toHaveValue('Pune');
    expect(await sectionButton('Employment Details')).toHaveAttribute('aria-expanded', 'true');
    expect(chip('Job type', 'Contract')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Job type', 'Any')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('Gender', 'Female')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Active in')).toHaveValue('12');
  });

  it('deletes a saved search only after confirming', async () => {
    const saved = [
      savedSearchFixture('s1', 'Pune React', 'React · Pune', { location: 'Pune' }),
      savedSearchFixture('s2', 'Java', 'Java', { skills: ['Java'] }),
    ];
    const { api, user } = setup(
      handlers.candidateSearches({ recent: [], saved }),
      handlers.savedSearchDeleted(),
    );
    const remove = await screen.findByRole('button', { name: 'Delete saved search Pune React' });

    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Delete saved search?' });
    expect(dialog).toHaveAccessibleDescription(
      '"Pune React" will be removed from your saved searches.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(remove).toHaveFocus();
    expect(api.callsTo('DELETE', `/api/candidate-searches/${fixtureId('s1')}`)).toEqual([]);

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Delete saved search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', `/api/candidate-searches/${fixtureId('s1')}`)).toHaveLength(1);
    const list = screen.getByRole('list', { name: 'Saved Searches' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).queryByText('Pune React')).toBeNull();
  });

  it('keeps a deleted saved search gone when the page is shown again within 30 s, without asking again', async () => {
    const saved = [
      savedSearchFixture('s1', 'Pune React', 'React · Pune', { location: 'Pune' }),
      savedSearchFixture('s2', 'Java', 'Java', { skills: ['Java'] }),
    ];
    mswServer.use(handlers.candidateSearches({ recent: [], saved }), handlers.savedSearchDeleted());
    const api = recordRequests();
    const user = userEvent.setup();
    const client = createTestQueryClient();
    const first = renderPage('/search-resume', <ResumeSearchPage />, undefined, client);
    await user.click(await screen.findByRole('button', { name: 'Delete saved search Pune React' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete saved search?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    renderPage('/search-resume', <ResumeSearchPage />, undefined, client);
    const list = screen.getByRole('list', { name: 'Saved Searches' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).queryByText('Pune React')).toBeNull();
    expect(api.callsTo('GET', '/api/candidate-searches')).toHaveLength(1);
  });

  it('saves the search under a title asked in a dialog', async () => {
    const criteria: CandidateCriteria = { skills: ['Go'], activePeriod: 6 };
    const search = savedSearchFixture('s9', 'Go devs', 'Go', criteria);
    const { api, user } = setup(
      handlers.candidateSearches(undefined, { once: true }),
      handlers.candidateSearches({ recent: [], saved: [search] }),
      failure(
        'post',
        '/api/candidate-searches',
        409,
        { error: 'You can keep at most 50 saved searches' },
        { once: true },
      ),
      handlers.searchSaved(search),
    );
    await user.type(await screen.findByLabelText('Skills'), 'Go');
    await user.click(screen.getByRole('button', { name: 'Save this search' }));

    const dialog = screen.getByRole('dialog', { name: 'Save this search' });
    const title = within(dialog).getByLabelText(/^Search title/);
    expect(title).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('Give the search a title')).toBeVisible();

    await user.type(title, 'Go devs');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('You can keep at most 50 saved searches')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/candidate-searches')[1]!.body).toEqual({
      title: 'Go devs',
      criteria,
    });
    expect(await screen.findByText('Saved the search "Go devs"')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Saved Searches' });
    expect(within(list).getByText('Go devs')).toBeVisible();
    expect(api.callsTo('POST', '/api/candidates/search')).toEqual([]);
  });

  it('asks a visitor to log in and tells a seeker the page is for recruiters', async () => {
    routes();
    useSession.setState({ ...initialSession, status: 'anonymous', user: null }, true);
    renderPage('/search-resume', <ResumeSearchPage />);
    expect(
      await screen.findByRole('heading', { name: 'Please log in to search candidates.' }),
    ).toBeVisible();
    cleanup();

    useSession.setState({ ...initialSession, status: 'authenticated', user: SEEKER }, true);
    renderPage('/search-resume', <ResumeSearchPage />);
    expect(
      await screen.findByRole('heading', { name: 'This page is for recruiters' }),
    ).toBeVisible();
  });

  it('shows the login prompt when the session has expired', async () => {
    setup(failure('get', '/api/candidate-searches', 401, { error: 'Not logged in' }));
    expect(
      await screen.findByRole('heading', { name: 'Please log in to search candidates.' }),
    ).toBeVisible();
  });
});
