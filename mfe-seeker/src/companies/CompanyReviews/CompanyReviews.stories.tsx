import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { companyId, companyReview, reviewsSummary } from '../../mocks/companyFixtures';
import { handlers } from '../../mocks/handlers';
import { CompanyReviews } from './CompanyReviews';

/** A company's rating summary and latest reviews. */
const meta = {
  title: 'Companies/CompanyReviews',
  component: CompanyReviews,
  args: { companyId: companyId(1), companyName: 'Acme Analytics' },
  beforeEach({ msw }) {
    msw.use(
      handlers.reviewsSummary(reviewsSummary(1)),
      handlers.latestReviews([companyReview(1, 1), companyReview(1, 2)], 12),
    );
  },
} satisfies Meta<typeof CompanyReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Reviewed: Story = {};
export const NoReviews: Story = {
  beforeEach({ msw }) {
    const summary = reviewsSummary(1);
    msw.use(
      handlers.reviewsSummary({
        ...summary,
        company: { ...summary.company, rating: null, reviews: 0 },
        criteria: [],
      }),
      handlers.latestReviews([]),
    );
  },
};
