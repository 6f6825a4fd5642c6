import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { LoginLinks } from './LoginLinks';

const meta = {
  title: 'Frame/LoginLinks',
  component: LoginLinks,
  args: { next: '/job-details/6650f1a2c3d4e5f600000001', onNavigate: fn() },
} satisfies Meta<typeof LoginLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
