import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Route, Routes } from 'react-router-dom';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import { employeeReviewsHandlers } from '../../mocks/employeeReviewsHandlers';
import { handlers } from '../../mocks/handlers';
import { officePhotosHandlers } from '../../mocks/officePhotosHandlers';
import { infosys, infosysSummary, zerodha } from '../../mocks/reviewFixtures';
import { CompanyEmployeeReviewsPage } from './CompanyEmployeeReviewsPage';

/**
 * `/employee-reviews/:companyId` (docs/product/community-and-reviews.md#one-company): the profile
 * and breakdown from GET /api/companies/:id/reviews-summary, the reviews from GET /api/reviews
 * (sorted and filtered), the short form and "Helpful" — a running MSW backend here.
 */
const meta = {
  title: 'Pages/CompanyEmployeeReviewsPage',
  component: CompanyEmployeeReviewsPage,
  parameters: { layout: 'fullscreen', route: `/employee-reviews/${infosys.id}` },
  render: () => (
    <Routes>
      <Route path="/employee-reviews/:companyId" element={<CompanyEmployeeReviewsPage />} />
    </Routes>
  ),
  beforeEach({ msw }) {
    msw.use(officePhotosHandlers.officePhotos());
    return signedInAs(SEEKER);
  },
} satisfies Meta<typeof CompanyEmployeeReviewsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.companyReviewsSummary(), ...employeeReviewsHandlers.companyReviewsApi());
  },
};
/** A visitor: reads; "Write a Review" and "Helpful" ask to log in. */
export const SignedOut: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.companyReviewsSummary(),
      ...employeeReviewsHandlers.companyReviewsApi({ loggedIn: false }),
    );
    return signedInAs(null);
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.companyReviewsSummaryLoading(), handlers.reviewsLoading());
  },
};
/** A company nobody reviewed yet. */
export const Empty: Story = {
  parameters: { route: `/employee-reviews/${zerodha.id}` },
  beforeEach({ msw }) {
    msw.use(
      handlers.companyReviewsSummary({
        ...infosysSummary,
        company: { ...zerodha },
        histogram: infosysSummary.histogram.map((bar) => ({ ...bar, count: 0 })),
        criteria: infosysSummary.criteria.map((one) => ({ ...one, mean: null, count: 0 })),
        departments: [],
      }),
      ...employeeReviewsHandlers.companyReviewsApi(),
    );
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.companyReviewsSummaryDown(), handlers.reviewsDown());
  },
};
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.companyReviewsSummaryMissing(), handlers.reviewsDown());
  },
};
export const Phone360: Story = {
  ...Ready,
  globals: { viewport: { value: 'phone360' } },
};
