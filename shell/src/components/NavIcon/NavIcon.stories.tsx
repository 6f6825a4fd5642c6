import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NavIcon } from './NavIcon';

/**
 * The navigation's line icons. Decorative (hidden from assistive technology): the link next to
 * the icon carries the accessible name, as in the stories below.
 */
const meta = {
  title: 'Frame/NavIcon',
  component: NavIcon,
  args: { name: 'user' },
  render: ({ name }) => (
    <a href="#profile" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <NavIcon name={name} />
      {name === 'user' ? 'Profile' : name === 'bookmark' ? 'Saved jobs' : 'Companies'}
    </a>
  ),
} satisfies Meta<typeof NavIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const User: Story = {};
export const Bookmark: Story = { args: { name: 'bookmark' } };
export const Building: Story = { args: { name: 'building' } };
