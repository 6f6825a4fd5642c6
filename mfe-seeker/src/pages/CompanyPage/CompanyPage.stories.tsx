import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Route, Routes } from 'react-router-dom';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import {
  companyId,
  companyPage,
  companyReview,
  interviewPage,
  officePhoto,
  reviewsSummary,
} from '../../mocks/companyFixtures';
import { handlers } from '../../mocks/handlers';
import { jobFixture } from '../../mocks/jobFixtures';
import { CompanyPage } from './CompanyPage';

const id = companyId(1);

/** `/companies/:companyId`: profile, open jobs, rating and reviews, interviews, photos (MSW here). */
const meta = {
  title: 'Pages/CompanyPage',
  component: CompanyPage,
  parameters: { layout: 'fullscreen', route: `/companies/${id}` },
  render: () => (
    <Routes>
      <Route path="/companies/:companyId" element={<CompanyPage />} />
    </Routes>
  ),
  beforeEach({ msw }) {
    msw.use(
      ...handlers.companyEverything(companyPage(1), {
        jobs: [jobFixture(1, { company_id: id }), jobFixture(2, { company_id: id })],
        summary: reviewsSummary(1),
        reviews: [companyReview(1, 1), companyReview(1, 2)],
        interviews: interviewPage(id, 2),
        photos: [officePhoto(1, 1), officePhoto(1, 2)],
      }),
      ...handlers.seekerJobs(),
    );
    return signedInAs(null);
  },
} satisfies Meta<typeof CompanyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Company: Story = {};
export const SignedIn: Story = { beforeEach: () => signedInAs(SEEKER) };
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.companyMissing(id));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.pending('get', `/api/companies/${id}`));
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
