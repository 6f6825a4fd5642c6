import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Breadcrumb } from './Breadcrumb';

/** The directory's and company pages' breadcrumb. */
const meta = {
  title: 'Companies/Breadcrumb',
  component: Breadcrumb,
  args: {
    crumbs: [
      { label: 'Home', to: '/' },
      { label: 'Companies', to: '/companies' },
      { label: 'Acme Analytics' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyPage: Story = {};
export const Directory: Story = {
  args: { crumbs: [{ label: 'Home', to: '/' }, { label: 'Companies' }] },
};
