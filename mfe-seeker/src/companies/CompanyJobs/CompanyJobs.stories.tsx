import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { companyId } from '../../mocks/companyFixtures';
import { handlers } from '../../mocks/handlers';
import { jobFixture } from '../../mocks/jobFixtures';
import { CompanyJobs } from './CompanyJobs';

const id = companyId(1);

/** A company's open jobs, with Apply and Save as on /jobs. */
const meta = {
  title: 'Companies/CompanyJobs',
  component: CompanyJobs,
  args: {
    companyId: id,
    companyName: 'Acme Analytics',
    page: 1,
    hrefFor: (page: number) => `/companies/${id}?page=${page}`,
  },
  beforeEach({ msw }) {
    msw.use(handlers.companyJobs(id, [jobFixture(1), jobFixture(2)]), ...handlers.seekerJobs());
  },
} satisfies Meta<typeof CompanyJobs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Jobs: Story = {};
export const NoOpenJobs: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.companyJobs(id, []));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.pending('get', `/api/companies/${id}/jobs`));
  },
};
