import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { userEvent, within } from 'storybook/test';
import { folderFixture, folderHandlers } from '../../mocks/folderHandlers';
import { AddToFolder } from './AddToFolder';

const FOLDERS = [
  folderFixture('Java leads', { count: 12 }),
  folderFixture('Senior backend engineers for the UPI settlement platform', { count: 3 }),
];

/** "Add to folder" on a candidate, its dialog opened (GET/PUT /api/resdex-folders… by MSW). */
const meta = {
  title: 'Resdex/AddToFolder',
  component: AddToFolder,
  args: { candidateId: '6650f1a2c3d4e5f60cccc001', candidateName: 'Meera Iyer' },
  beforeEach({ msw }) {
    msw.use(...folderHandlers.folders(FOLDERS));
  },
  async play({ canvasElement }) {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to folder' }));
  },
} satisfies Meta<typeof AddToFolder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const NoFolders: Story = {
  beforeEach({ msw }) {
    msw.use(...folderHandlers.folders([]));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(folderHandlers.foldersLoading());
  },
};
export const Closed: Story = { play: undefined };
