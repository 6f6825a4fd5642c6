import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CompanyLogo } from './CompanyLogo';

/** A company's picture, or its initials. */
const meta = {
  title: 'Components/CompanyLogo',
  component: CompanyLogo,
  args: { name: 'Acme Analytics', logo: null },
} satisfies Meta<typeof CompanyLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Large: Story = { args: { size: 96 } };
export const Small: Story = { args: { name: 'Tata Consultancy Services', size: 32 } };
