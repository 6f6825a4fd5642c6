import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import { recentSearch, savedSearch } from '../../mocks/fixtures';
import { folderHandlers } from '../../mocks/folderHandlers';
import { handlers } from '../../mocks/handlers';
import { ResdexSearchesPage } from './ResdexSearchesPage';

const SEARCHES = {
  recent: [recentSearch],
  saved: [
    savedSearch,
    {
      ...savedSearch,
      id: '6650f1a2c3d4e5f60ffff003',
      title: 'Senior backend engineers for the UPI settlement platform',
      new_since_last_run: 0,
    },
  ],
};

/**
 * `/resdex-searches`: the recent and saved searches (GET /api/candidate-searches) with their new
 * matching profiles; run, rename, delete — answered by MSW.
 */
const meta = {
  title: 'Pages/ResdexSearchesPage',
  component: ResdexSearchesPage,
  parameters: { layout: 'fullscreen', route: '/resdex-searches' },
  beforeEach({ msw }) {
    msw.use(
      handlers.candidateSearches(SEARCHES),
      folderHandlers.searchRenamed(SEARCHES.saved),
      handlers.savedSearchDeleted(),
    );
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof ResdexSearchesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Searches: Story = {};
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.candidateSearches({ recent: [], saved: [] }));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(folderHandlers.searchesLoading());
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(folderHandlers.searchesDown());
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
