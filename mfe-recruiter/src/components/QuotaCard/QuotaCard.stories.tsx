import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { QuotaCard } from './QuotaCard';

const meta = {
  title: 'Dashboard/QuotaCard',
  component: QuotaCard,
  args: { used: 3, limit: 10 },
} satisfies Meta<typeof QuotaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NoJobsYet: Story = { args: { used: 0 } };
export const QuotaReached: Story = { args: { used: 10 } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
