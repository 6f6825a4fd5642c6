import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { Pager } from './Pager';

/** Previous / Next under a list of reviews, with "page x of y". */
const meta = {
  title: 'Community/Pager',
  component: Pager,
  args: { page: 2, pageSize: 10, total: 45, onPage: fn(), label: 'Review pages' },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A middle page: both ways open. */
export const Middle: Story = {};
/** The first page: no Previous. */
export const First: Story = { args: { page: 1 } };
/** The last page: no Next. */
export const Last: Story = { args: { page: 5 } };
