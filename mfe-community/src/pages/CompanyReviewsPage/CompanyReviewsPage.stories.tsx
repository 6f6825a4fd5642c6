import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SEEKER } from '../../../../.storybook/session';
import { handlers } from '../../mocks/handlers';
import { reviewsBackend } from '../../stories/reviewsBackend';
import { CompanyReviewsPage } from './CompanyReviewsPage';

/** `/company-reviews`: GET /api/reviews (filters, facets, paging), votes and reports, over MSW. */
const meta = {
  title: 'Pages/CompanyReviewsPage',
  component: CompanyReviewsPage,
  parameters: { layout: 'fullscreen', route: '/company-reviews' },
} satisfies Meta<typeof CompanyReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = { beforeEach: reviewsBackend(SEEKER) };
/** Browsing Bengaluru: the filter pressed, the other counts follow it. */
export const Filtered: Story = {
  ...Ready,
  parameters: { route: '/company-reviews?location=Bengaluru' },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.reviewsLoading());
  },
};
export const Empty: Story = { beforeEach: reviewsBackend(undefined, { reviews: [] }) };
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.reviewsDown());
  },
};
export const Phone360: Story = {
  ...Ready,
  globals: { viewport: { value: 'phone360' } },
};
