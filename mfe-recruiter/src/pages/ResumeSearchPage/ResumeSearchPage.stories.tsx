import type { Meta, StoryContext, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import {
  candidate,
  longTextCandidate,
  recentSearch,
  savedCandidate,
  savedSearch,
  searchResultFixture,
  sparseCandidate,
} from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import { ResumeSearchPage } from './ResumeSearchPage';

/** Searches for SQL analysts, as a recruiter hiring in Pune would. */
async function searchSql({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(await canvas.findByLabelText(/^Skills/), 'SQL, Power BI');
  await userEvent.click(canvas.getByRole('button', { name: 'Search resumes' }));
}

/**
 * `/search-resume`: the candidate search form with the recent and saved searches
 * (GET /api/candidate-searches) and the results of POST /api/candidates/search, answered by MSW.
 */
const meta = {
  title: 'Pages/ResumeSearchPage',
  component: ResumeSearchPage,
  parameters: { layout: 'fullscreen', route: '/search-resume' },
  beforeEach({ msw }) {
    msw.use(
      handlers.candidateSearches({ recent: [recentSearch], saved: [savedSearch] }),
      handlers.candidateSearch(
        searchResultFixture([candidate, savedCandidate, sparseCandidate, longTextCandidate], {
          total: 62,
        }),
      ),
      handlers.candidateSaved(),
    );
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof ResumeSearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** A search found candidates: their cards, with Save and the resume. */
export const Results: Story = {
  play: async (context) => {
    await searchSql(context);
    await context.canvas.findByRole('heading', { name: 'Search Results (62)' });
  },
};
export const Searching: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/candidates/search', async () => {
        await delay('infinite');
        return HttpResponse.json(searchResultFixture([]));
      }),
    );
  },
  play: searchSql,
};
export const NoCandidates: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.candidateSearch(searchResultFixture([])));
  },
  play: async (context) => {
    await searchSql(context);
    await context.canvas.findByText('No candidates found.');
  },
};
export const SearchFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      failure('post', '/api/candidates/search', 503, {
        error: 'Database unavailable, please try again shortly',
      }),
    );
  },
  play: async (context) => {
    await searchSql(context);
    await context.canvas.findByText('An error occurred while searching. Please try again.');
  },
};
/** A new recruiter: no recent or saved searches. */
export const NoSearchesYet: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.candidateSearches());
  },
};
export const SearchesLoading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/candidate-searches', async () => {
        await delay('infinite');
        return HttpResponse.json({ recent: [], saved: [] });
      }),
    );
  },
};
export const SearchesError: Story = {
  beforeEach({ msw }) {
    msw.use(
      failure('get', '/api/candidate-searches', 503, {
        error: 'Database unavailable, please try again shortly',
      }),
    );
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };

/** `/advanced-search`: the keyword boxes first, notice period and expected salary in Additional Details. */
export const Advanced: Story = { parameters: { route: '/advanced-search' } };
/** The full search after a Boolean query: results first, the form folded into its summary. */
export const AdvancedResults: Story = {
  parameters: { route: '/advanced-search' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByLabelText(/^All of these keywords/),
      'SQL AND ("Power BI" OR Tableau) NOT intern',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Search resumes' }));
    await canvas.findByRole('button', { name: 'Edit search' });
  },
};
export const AdvancedBadQuery: Story = {
  parameters: { route: '/advanced-search' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByLabelText(/^All of these keywords/),
      '(SQL OR "Power BI',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Search resumes' }));
    await canvas.findByText('Close the quotes: a phrase has no closing "');
  },
};
export const AdvancedResultsPhone360: Story = {
  ...AdvancedResults,
  globals: { viewport: { value: 'phone360' } },
};
