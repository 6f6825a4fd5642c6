import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { byjus, infosysSummary, zerodha } from '../../mocks/reviewFixtures';
import { CompanyProfile } from './CompanyProfile';

/** A company's profile on its reviews page: logo, name, industry, location, size, description. */
const meta = {
  title: 'EmployeeReviews/CompanyProfile',
  component: CompanyProfile,
  args: { company: infosysSummary.company },
} satisfies Meta<typeof CompanyProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** No description on file. */
export const WithoutDescription: Story = { args: { company: byjus } };
/** Not reviewed yet. */
export const NotReviewed: Story = { args: { company: zerodha } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
