import { useSession } from '@rozgar/design-system';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  candidateFixture,
  RECRUITER,
  savedSearchFixture,
  searchResultFixture,
} from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { ResumeSearchPage } from './ResumeSearchPage';

/*
 * `/advanced-search` (docs/product/resume-search-resdex.md#advanced-search): keywords, notice
 * period, expected salary and sort; results first, the form folded into a summary.
 */

const initialSession = useSession.getState();

beforeEach(() => {
  useSession.setState({ ...initialSession, status: 'authenticated', user: RECRUITER }, true);
});

const ASHA = candidateFixture('u1', {
  full_name: 'Asha Menon',
  curr_role: 'ML Engineer',
  expected_salary: 22.5,
  notice_period: '15 days',
});

function setup() {
  mswServer.use(
    handlers.candidateSearches(),
    handlers.candidateSearch(searchResultFixture([ASHA])),
  );
  const api = recordRequests();
  const user = userEvent.setup();
  renderPage('/advanced-search', <ResumeSearchPage />);
  return { api, user };
}

const searches = (api: ReturnType<typeof recordRequests>) =>
  api.callsTo('POST', '/api/candidates/search').map((call) => call.body);

describe('advanced search', () => {
  it('sends keywords, notice periods and a salary range, then shows the results under a summary', async () => {
    const { api, user } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Advanced Search' })).toBeVisible();
    await user.type(
      screen.getByLabelText(/^All of these keywords/),
      '"machine learning" AND (python OR R)',
    );
    await user.type(screen.getByLabelText(/^Excluding keywords/), 'intern');
    await user.click(await screen.findByRole('button', { name: /Additional Details/ }));
    const notice = screen.getByRole('group', { name: 'Notice period' });
    await user.click(within(notice).getByRole('button', { name: 'Immediate' }));
    await user.click(within(notice).getByRole('button', { name: '15 days' }));
    await user.type(screen.getByLabelText('Maximum expected salary (lakhs per annum)'), '20');
    await user.click(screen.getByRole('button', { name: 'Search resumes' }));

    await waitFor(() => expect(searches(api)).toHaveLength(1));
    expect(searches(api)[0]).toEqual({
      criteria: {
        keywords: '"machine learning" AND (python OR R)',
        excludeKeywords: 'intern',
        noticePeriods: ['Immediate', '15 days'],
        expectedSalary: { max: 20 },
        activePeriod: 6,
      },
      page: 1,
      pageSize: 24,
      sort: 'relevance',
    });
    const summary = await screen.findByRole('region', { name: 'Your search' });
    expect(summary).toHaveTextContent(
      'Searched: Keywords: "machine learning" AND (python OR R) · excluding: intern · notice period: Immediate, 15 days · expected salary: 0–20 LPA',
    );
    expect(screen.getByLabelText(/^All of these keywords/)).not.toBeVisible();
    expect(screen.getByRole('heading', { name: 'Search Results (1)' })).toBeVisible();
    const card = screen.getByRole('article', { name: 'Asha Menon' });
    expect(card).toHaveTextContent('Expected salary22.5 LPA');
    expect(card).toHaveTextContent('Notice period15 days');

    await user.click(within(summary).getByRole('button', { name: 'Edit search' }));
    const keywords = screen.getByLabelText(/^All of these keywords/);
    await waitFor(() => expect(keywords).toHaveFocus());
    expect(keywords).toBeVisible();
    expect(keywords).toHaveValue('"machine learning" AND (python OR R)');
    expect(screen.queryByRole('region', { name: 'Your search' })).not.toBeInTheDocument();
  });

  it('re-runs the search when the order changes', async () => {
    const { api, user } = setup();
    await user.type(await screen.findByLabelText(/^Any of these keywords/), 'kafka redis');
    await user.click(screen.getByRole('button', { name: 'Search resumes' }));
    await user.selectOptions(await screen.findByLabelText('Sort by'), 'freshness');
    await waitFor(() => expect(searches(api)).toHaveLength(2));
    expect(searches(api)[1]).toMatchObject({
      criteria: { anyKeywords: 'kafka redis' },
      sort: 'freshness',
    });
  });

  it('says what is wrong with a query before sending it', async () => {
    const { api, user } = setup();
    const keywords = await screen.findByLabelText(/^All of these keywords/);
    await user.type(keywords, '"machine learning AND java');
    await user.click(screen.getByRole('button', { name: 'Search resumes' }));
    expect(
      await screen.findByText('Close the quotes: a phrase has no closing "'),
    ).toBeInTheDocument();
    expect(keywords).toHaveAttribute('aria-invalid', 'true');
    await user.clear(keywords);
    await user.type(keywords, 'java )');
    await user.click(screen.getByRole('button', { name: 'Search resumes' }));
    expect(await screen.findByText('A ")" has no matching "("')).toBeInTheDocument();
    expect(searches(api)).toEqual([]);
  });

  it('keeps /search-resume the quick form, without keywords', async () => {
    mswServer.use(handlers.candidateSearches());
    renderPage('/search-resume', <ResumeSearchPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Resumes' })).toBeVisible();
    expect(screen.queryByLabelText(/^All of these keywords/)).not.toBeInTheDocument();
  });

  it('opens a saved search with keywords from /search-resume on /advanced-search, every criterion in sight', async () => {
    const criteria = {
      keywords: 'java AND NOT php',
      skills: ['Spring'],
      noticePeriods: ['Immediate' as const],
      activePeriod: 12 as const,
    };
    const plain = { skills: ['React'], location: 'Pune', activePeriod: 6 as const };
    mswServer.use(
      handlers.candidateSearches({
        recent: [],
        saved: [
          savedSearchFixture('s1', 'Java not PHP', 'Keywords: java AND NOT php', criteria),
          savedSearchFixture('s2', 'Pune React', 'Skills: React', plain),
        ],
      }),
      handlers.candidateSearch(searchResultFixture([ASHA])),
    );
    const api = recordRequests();
    const user = userEvent.setup();
    // Both routes render the page, which picks its variant from the path (as routes.tsx does).
    renderPage('/:page', <ResumeSearchPage />, '/search-resume');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Resumes' })).toBeVisible();

    // Without keywords, the quick form runs it where it is.
    await user.click(await screen.findByRole('button', { name: 'Apply this search: Pune React' }));
    await waitFor(() => expect(searches(api)).toHaveLength(1));
    expect(searches(api)[0]).toEqual({ criteria: plain, page: 1, pageSize: 24 });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/search-resume$/);

    // With keywords, the full search opens and runs it, sorted by relevance.
    await user.click(screen.getByRole('button', { name: 'Apply this search: Java not PHP' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Advanced Search' })).toBeVisible();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/advanced-search$/);
    await waitFor(() => expect(searches(api)).toHaveLength(2));
    expect(searches(api)[1]).toEqual({ criteria, page: 1, pageSize: 24, sort: 'relevance' });
    const summary = await screen.findByRole('region', { name: 'Your search' });
    expect(summary).toHaveTextContent('Searched: Keywords: java AND NOT php');
    await user.click(within(summary).getByRole('button', { name: 'Edit search' }));
    expect(screen.getByLabelText(/^All of these keywords/)).toHaveValue('java AND NOT php');
    expect(screen.getByLabelText('Skills')).toHaveValue('Spring');
    const notice = screen.getByRole('group', { name: 'Notice period' });
    expect(within(notice).getByRole('button', { name: 'Immediate' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // It ran once, not again after the hand-over was forgotten.
    expect(searches(api)).toHaveLength(2);
  });
});
