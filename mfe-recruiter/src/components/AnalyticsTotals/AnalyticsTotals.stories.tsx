import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AnalyticsTotals, AnalyticsTotalsSkeleton } from './AnalyticsTotals';

const meta = {
  title: 'Analytics/AnalyticsTotals',
  component: AnalyticsTotals,
  args: {
    figures: {
      views: 1284,
      applies: 37,
      apply_rate: 2.9,
      by_status: { applied: 20, under_review: 8, interview: 5, accepted: 1, rejected: 3 },
    },
  },
} satisfies Meta<typeof AnalyticsTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** No views in the period: no apply rate can be told. */
export const NoViews: Story = {
  args: {
    figures: {
      views: 0,
      applies: 0,
      apply_rate: null,
      by_status: { applied: 0, under_review: 0, interview: 0, accepted: 0, rejected: 0 },
    },
  },
};
export const Loading: Story = { render: () => <AnalyticsTotalsSkeleton /> };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
