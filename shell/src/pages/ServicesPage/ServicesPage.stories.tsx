import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ServicesPage } from './ServicesPage';

/** `/services`: the six career services, each a card linking to its page. */
const meta = {
  title: 'Pages/ServicesPage',
  component: ServicesPage,
  parameters: { layout: 'fullscreen', route: '/services' },
} satisfies Meta<typeof ServicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
