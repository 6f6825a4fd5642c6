import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { company, longTextCompany, sparseCompany } from '../../mocks/fixtures';
import { CompanyDetails } from './CompanyDetails';

const meta = {
  title: 'Companies/CompanyDetails',
  component: CompanyDetails,
  args: { company },
} satisfies Meta<typeof CompanyDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Only the required fields: no logo, no Twitter or Facebook. */
export const RequiredFieldsOnly: Story = { args: { company: sparseCompany } };

export const LongTexts: Story = { args: { company: longTextCompany } };

export const Phone360: Story = {
  args: { company: longTextCompany },
  globals: { viewport: { value: 'phone360' } },
};
