import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ResponsivenessBadge } from './ResponsivenessBadge';

const meta = {
  title: 'Jobs/ResponsivenessBadge',
  component: ResponsivenessBadge,
  args: { days: 3 },
} satisfies Meta<typeof ResponsivenessBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithinDays: Story = {};
export const WithinOneDay: Story = { args: { days: 1 } };
/** The account has no badge (too few answers, or slower than a week): nothing is shown. */
export const NoBadge: Story = { args: { days: undefined } };
