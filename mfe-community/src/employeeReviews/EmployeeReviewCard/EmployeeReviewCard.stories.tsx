import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { byjusShort, infosysEngineer } from '../../mocks/reviewFixtures';
import { EmployeeReviewCard } from './EmployeeReviewCard';

/** One anonymous review with "Helpful" (its count is the server's). */
const meta = {
  title: 'EmployeeReviews/EmployeeReviewCard',
  component: EmployeeReviewCard,
  args: { review: infosysEngineer, onHelpful: fn() },
} satisfies Meta<typeof EmployeeReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullReview: Story = {};
/** Written with the company page's short form: rating and texts only. */
export const ShortForm: Story = { args: { review: byjusShort } };
export const MarkedHelpful: Story = {
  args: {
    review: {
      ...infosysEngineer,
      helpful_count: 4,
      my_vote: { reaction: null, helpful: true },
      mine: true,
    },
  },
};
export const HelpfulPending: Story = { args: { helpfulPending: true } };
/** As the list page's recent reviews show it: with the company, without Helpful. */
export const Recent: Story = { args: { showCompany: true, onHelpful: undefined } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
