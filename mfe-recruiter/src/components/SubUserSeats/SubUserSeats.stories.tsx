import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SubUserSeats } from './SubUserSeats';

/** The plan's sub-user seats: used of total over a bar, then what is left. */
const meta = {
  title: 'Sub-users/SubUserSeats',
  component: SubUserSeats,
  args: { seats: { total: 3, used: 2, left: 1 } },
} satisfies Meta<typeof SubUserSeats>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SomeLeft: Story = {};
export const Full: Story = { args: { seats: { total: 3, used: 3, left: 0 } } };
export const NoneUsed: Story = { args: { seats: { total: 10, used: 0, left: 10 } } };
