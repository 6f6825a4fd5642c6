import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import { company, longTextCompany } from '../../mocks/fixtures';
import { failure, handlers } from '../../mocks/handlers';
import { CompanyProfilePage } from './CompanyProfilePage';

const COMPANY_PATH = `/company-profile/${company.id}`;

/**
 * `/company-profile` creates a company; `/company-profile/{companyId}` shows one of the
 * recruiter's companies (GET /api/companies/{id}, answered by MSW) read-only until Edit Profile
 * (docs/product/companies.md#company-profile).
 */
const meta = {
  title: 'Pages/CompanyProfilePage',
  component: CompanyProfilePage,
  parameters: { layout: 'fullscreen', route: COMPANY_PATH },
  render: () => (
    <Routes>
      <Route path="/company-profile" element={<CompanyProfilePage />} />
      <Route path="/company-profile/:companyId" element={<CompanyProfilePage />} />
    </Routes>
  ),
  beforeEach({ msw }) {
    msw.use(handlers.company(company), handlers.companyUpdated(company));
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof CompanyProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** Edit Profile: the form with the company's values. */
export const Editing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Profile' }));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api/companies/${company.id}`, async () => {
        await delay('infinite');
        return HttpResponse.json({ company });
      }),
    );
  },
};
/** Not one of the recruiter's companies (or no such company). */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(failure('get', `/api/companies/${company.id}`, 404, { error: 'Company not found' }));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      failure('get', `/api/companies/${company.id}`, 503, {
        error: 'Database unavailable, please try again shortly',
      }),
    );
  },
};
export const LongTexts: Story = {
  parameters: { route: `/company-profile/${longTextCompany.id}` },
  beforeEach({ msw }) {
    msw.use(handlers.company(longTextCompany));
  },
};
/** `/company-profile`: a new company's form. */
export const Create: Story = { parameters: { route: '/company-profile' } };
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
