import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { NameDialog } from './NameDialog';

/** The one-name dialog: a new Resdex folder, a renamed one, a saved search's new title. */
const meta = {
  title: 'Resdex/NameDialog',
  component: NameDialog,
  args: {
    open: true,
    title: 'New folder',
    label: 'Folder name',
    max: 60,
    requiredMessage: 'Give the folder a name',
    failureFallback: 'Failed to save the folder. Please try again.',
    submitLabel: 'Create folder',
    onClose: fn(),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof NameDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewFolder: Story = {};
export const RenameFolder: Story = {
  args: { title: 'Rename folder', initial: 'Java leads', submitLabel: 'Rename' },
};
export const RenameSearch: Story = {
  args: {
    title: 'Rename saved search',
    label: 'Search title',
    max: 100,
    initial: 'Senior backend engineers for the UPI settlement platform',
    requiredMessage: 'Give the search a title',
    submitLabel: 'Rename',
  },
};
