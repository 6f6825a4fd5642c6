import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { employeeReviewsHandlers } from '../../mocks/employeeReviewsHandlers';
import { handlers } from '../../mocks/handlers';
import { reviewsBackend } from '../../stories/reviewsBackend';
import { EmployeeReviewsPage } from './EmployeeReviewsPage';

/**
 * `/employee-reviews` (docs/product/community-and-reviews.md#employee-reviews): companies from GET
 * /api/reviews/search and the recent reviews from GET /api/reviews, answered here by MSW.
 */
const meta = {
  title: 'Pages/EmployeeReviewsPage',
  component: EmployeeReviewsPage,
  parameters: { layout: 'fullscreen', route: '/employee-reviews' },
} satisfies Meta<typeof EmployeeReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { beforeEach: reviewsBackend() };
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.reviewsLoading(), employeeReviewsHandlers.companySuggestionsLoading());
  },
};
/** A search nothing matches: "No companies found matching …" with Reset Search. */
export const NothingMatches: Story = {
  parameters: { route: '/employee-reviews?search=Nowhere%20Ltd' },
  beforeEach: reviewsBackend(),
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.companySuggestionsDown(), handlers.reviewsDown());
  },
};
export const Phone360: Story = {
  ...Ready,
  globals: { viewport: { value: 'phone360' } },
};
