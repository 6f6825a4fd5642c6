import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { FolderNoteDialog } from './FolderNoteDialog';

/** A candidate's note in a Resdex folder, being edited. */
const meta = {
  title: 'Resdex/FolderNoteDialog',
  component: FolderNoteDialog,
  args: {
    candidateName: 'Meera Iyer',
    folderName: 'Java leads',
    note: 'Call on Monday after 5.\nPrefers hybrid.',
    onClose: fn(),
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof FolderNoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNote: Story = {};
export const NoNote: Story = { args: { note: null } };
