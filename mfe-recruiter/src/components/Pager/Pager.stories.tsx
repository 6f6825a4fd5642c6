import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Pager } from './Pager';

const meta = {
  title: 'Lists/Pager',
  component: Pager,
  args: { page: 2, pageSize: 20, total: 45, onPage: fn(), label: 'Applicants pages' },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const First: Story = { args: { page: 1 } };
export const Last: Story = { args: { page: 3 } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
