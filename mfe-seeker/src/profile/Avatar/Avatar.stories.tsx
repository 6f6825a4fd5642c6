import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Avatar } from './Avatar';

const meta = {
  title: 'Profile/Avatar',
  component: Avatar,
  args: { name: 'Ananya Krishnan', size: 72 },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No photo: the initials. */
export const Initials: Story = {};
export const SingleName: Story = { args: { name: 'Rekha' } };
export const Small: Story = { args: { size: 40 } };
/** A photo that fails to load falls back to the initials. */
export const BrokenPhoto: Story = { args: { src: '/no-such-photo.jpg' } };
