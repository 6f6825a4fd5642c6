import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { recentSearch, savedSearch } from '../../mocks/fixtures';
import { folderFixture, folderHandlers } from '../../mocks/folderHandlers';
import { handlers } from '../../mocks/handlers';
import { ResdexPanels } from './ResdexPanels';

/** The dashboard's Resdex folders table and Resdex searches panel (MSW). */
const meta = {
  title: 'Dashboard/ResdexPanels',
  component: ResdexPanels,
  beforeEach({ msw }) {
    msw.use(
      ...folderHandlers.folders([
        folderFixture('Java leads', { count: 12 }),
        folderFixture('Designers', { count: 3, updated_at: '2026-11-18T10:00:00.000Z' }),
      ]),
      handlers.candidateSearches({ recent: [recentSearch], saved: [savedSearch] }),
    );
  },
} satisfies Meta<typeof ResdexPanels>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...folderHandlers.folders([]), handlers.candidateSearches({ recent: [], saved: [] }));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(folderHandlers.foldersLoading(), folderHandlers.searchesLoading());
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(folderHandlers.foldersDown(), folderHandlers.searchesDown());
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
