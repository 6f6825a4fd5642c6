import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { directoryCompany } from '../../mocks/companyFixtures';
import { CompanyCard } from './CompanyCard';

/** A directory card: logo or initials, name, rating when reviewed, tags, founded, open jobs. */
const meta = {
  title: 'Companies/CompanyCard',
  component: CompanyCard,
  args: { company: directoryCompany(1) },
} satisfies Meta<typeof CompanyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rated: Story = {};
/** No reviews: no rating, never an invented one. No founded year known. */
export const Unreviewed: Story = {
  args: { company: directoryCompany(2, { rating: null, founded: null, open_jobs: 1 }) },
};
export const LongName: Story = {
  args: {
    company: directoryCompany(3, {
      name: 'Bharat Payments and Digital Lending Services Private Limited',
      tags: ['Fintech', 'B2C', 'Marketplace', 'Payments'],
    }),
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
