import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CompanyLogo } from './CompanyLogo';

const meta = {
  title: 'Companies/CompanyLogo',
  component: CompanyLogo,
  args: { name: 'Freshworks', size: 48 },
} satisfies Meta<typeof CompanyLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No logo uploaded: the company's initial. */
export const Initial: Story = {};

export const Large: Story = { args: { name: 'Sahyadri Agro Foods', size: 96 } };

/** A logo that fails to load falls back to the initial. */
export const BrokenLogo: Story = { args: { src: '/no-such-logo.png' } };
