import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ContactPanel } from './ContactPanel';

/** The dashboard's contact panel: support phone, hours and e-mail. */
const meta = {
  title: 'Dashboard/ContactPanel',
  component: ContactPanel,
} satisfies Meta<typeof ContactPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
