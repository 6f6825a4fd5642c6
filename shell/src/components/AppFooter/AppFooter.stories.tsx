import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AppFooter } from './AppFooter';

const meta = {
  title: 'Frame/AppFooter',
  component: AppFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
