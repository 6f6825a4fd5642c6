import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { LoginPrompt } from './LoginPrompt';

const meta = {
  title: 'Frame/LoginPrompt',
  component: LoginPrompt,
  args: { next: '/saved-jobs', children: 'Log in to see the jobs you saved.' },
} satisfies Meta<typeof LoginPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
