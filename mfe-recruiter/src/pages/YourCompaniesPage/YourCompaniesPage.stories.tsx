import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import { company, longTextCompany, sparseCompany } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { YourCompaniesPage } from './YourCompaniesPage';

/** `/your-companies`: the recruiter's company cards, from GET /api/companies/mine (MSW here). */
const meta = {
  title: 'Pages/YourCompaniesPage',
  component: YourCompaniesPage,
  parameters: { layout: 'fullscreen', route: '/your-companies' },
  beforeEach({ msw }) {
    msw.use(handlers.myCompanies([company, sparseCompany]));
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof YourCompaniesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.myCompaniesLoading());
  },
};
/** No company registered yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.myCompanies([]));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.myCompaniesDown());
  },
};
export const LongTexts: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.myCompanies([longTextCompany, company]));
  },
};
/** A visitor who is not logged in is asked to log in as a recruiter. */
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = {
  ...LongTexts,
  globals: { viewport: { value: 'phone360' } },
};
