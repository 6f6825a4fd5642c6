import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { companyPage } from '../../mocks/companyFixtures';
import { CompanyHeader } from './CompanyHeader';

/** A company page's profile. */
const meta = {
  title: 'Companies/CompanyHeader',
  component: CompanyHeader,
  args: { profile: companyPage(1).profile },
} satisfies Meta<typeof CompanyHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** An unclaimed company with little known: no rating, no size, no links. */
export const Sparse: Story = {
  args: {
    profile: companyPage(2, {
      rating: null,
      size: null,
      founded: null,
      description: null,
      website: null,
      linkedin: null,
      nature_of_business: [],
      tags: [],
      state: null,
      claimed: false,
      open_jobs: 0,
    }).profile,
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
