import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { NavLink } from './NavLink';

const meta = {
  title: 'Navigation/NavLink',
  component: NavLink,
  args: { active: false, children: 'Jobs', href: '#/jobs' },
  argTypes: {
    active: { control: 'boolean' },
    children: { control: 'text' },
    href: { control: 'text' },
    as: { control: false },
  },
} satisfies Meta<typeof NavLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Active: Story = { args: { active: true } };
export const Row: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 4 }}>
      <NavLink href="#/jobs" active>
        Jobs
      </NavLink>
      <NavLink href="#/company-reviews">Companies</NavLink>
      <NavLink href="#/community">Explore Communities</NavLink>
    </div>
  ),
};
