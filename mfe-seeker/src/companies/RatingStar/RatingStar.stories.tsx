import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RatingStar } from './RatingStar';

/** A company card's rating: one star, the mean and the review count. */
const meta = {
  title: 'Companies/RatingStar',
  component: RatingStar,
  args: { rating: { average: 4.1, count: 123 } },
} satisfies Meta<typeof RatingStar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rated: Story = {};
export const OneReview: Story = { args: { rating: { average: 5, count: 1 } } };
