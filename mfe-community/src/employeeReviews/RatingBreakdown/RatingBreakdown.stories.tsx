import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { infosysSummary, zerodha } from '../../mocks/reviewFixtures';
import { RatingBreakdown } from './RatingBreakdown';

/** A company's rating, its stars histogram and each criterion's mean. */
const meta = {
  title: 'EmployeeReviews/RatingBreakdown',
  component: RatingBreakdown,
  args: { summary: infosysSummary },
} satisfies Meta<typeof RatingBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rated: Story = {};
export const NoReviews: Story = {
  args: {
    summary: {
      ...infosysSummary,
      company: { ...zerodha },
      histogram: infosysSummary.histogram.map((bar) => ({ ...bar, count: 0 })),
      criteria: infosysSummary.criteria.map((one) => ({ ...one, mean: null, count: 0 })),
      departments: [],
    },
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
