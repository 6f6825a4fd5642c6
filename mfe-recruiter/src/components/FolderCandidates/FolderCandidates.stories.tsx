import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { folderEntryFixture, folderFixture, folderHandlers } from '../../mocks/folderHandlers';
import { FolderCandidates } from './FolderCandidates';

const FOLDER = folderFixture('Java leads', { count: 2 });

/** One folder's candidates with their notes (GET /api/resdex-folders/:id by MSW). */
const meta = {
  title: 'Resdex/FolderCandidates',
  component: FolderCandidates,
  args: { folder: FOLDER, page: 1, onPage: fn(), onLoggedOut: fn() },
  beforeEach({ msw }) {
    msw.use(
      ...folderHandlers.folders([FOLDER], {
        [FOLDER.id]: [
          folderEntryFixture('Anita Desai', 'Call on Monday after 5.', { curr_role: 'Java Lead' }),
          folderEntryFixture('Vikram Rao'),
        ],
      }),
    );
  },
} satisfies Meta<typeof FolderCandidates>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNotes: Story = {};
export const EmptyFolder: Story = {
  args: { folder: { ...FOLDER, count: 0 } },
  beforeEach({ msw }) {
    msw.use(...folderHandlers.folders([{ ...FOLDER, count: 0 }]));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(folderHandlers.folderLoading());
  },
};
