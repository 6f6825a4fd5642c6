import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CompanyLogo } from './CompanyLogo';

/** A company's picture, or its initials without one. */
const meta = {
  title: 'EmployeeReviews/CompanyLogo',
  component: CompanyLogo,
  args: { name: 'Tata Consultancy Services' },
} satisfies Meta<typeof CompanyLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Picture: Story = {
  args: {
    logo: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"%3E%3Crect width="10" height="10" fill="%231f4fd1"/%3E%3C/svg%3E',
  },
};
export const Large: Story = { args: { size: 96 } };
