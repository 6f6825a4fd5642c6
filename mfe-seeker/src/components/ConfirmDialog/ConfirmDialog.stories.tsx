import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Remove saved job?',
    children: 'Senior Frontend Engineer (React) at Infosys, Bengaluru will leave your saved jobs.',
    confirmLabel: 'Remove',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Busy: Story = { args: { busy: true } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
