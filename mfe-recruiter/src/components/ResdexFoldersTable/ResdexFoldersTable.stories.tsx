import { Button } from '@rozgar/design-system';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { folderFixture } from '../../mocks/folderHandlers';
import { ResdexFoldersTable } from './ResdexFoldersTable';

const FOLDERS = [
  folderFixture('Java leads', { count: 12 }),
  folderFixture('Senior backend engineers for the UPI settlement platform (Bengaluru)', {
    count: 0,
    updated_at: '2026-11-18T10:00:00.000Z',
  }),
];

/** The recruiter's folders: name, candidates, last update (the dashboard's, and the page's with actions). */
const meta = {
  title: 'Resdex/ResdexFoldersTable',
  component: ResdexFoldersTable,
  args: { folders: FOLDERS, label: 'Resdex folders' },
} satisfies Meta<typeof ResdexFoldersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};
export const WithActions: Story = {
  args: {
    label: 'Your folders',
    currentId: FOLDERS[0]!.id,
    actions: (folder) => (
      <>
        <Button size="sm" variant="ghost" aria-label={`Rename folder ${folder.name}`}>
          Rename
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete folder ${folder.name}`}>
          Delete
        </Button>
      </>
    ),
  },
};
export const Phone360: Story = {
  args: WithActions.args,
  globals: { viewport: { value: 'phone360' } },
};
