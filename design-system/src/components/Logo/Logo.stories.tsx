import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Logo } from './Logo';

const meta = {
  title: 'Navigation/Logo',
  component: Logo,
  args: { inverse: false, size: 'md', href: '#/' },
  argTypes: {
    inverse: { control: 'boolean' },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
    href: { control: 'text' },
    as: { control: false },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { size: 'lg' } };
export const Inverse: Story = {
  args: { inverse: true },
  globals: { backgrounds: { value: 'dark' } },
};
