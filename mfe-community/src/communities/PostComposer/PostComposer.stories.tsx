import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { boardCommunities } from '../../mocks/boardFixtures';
import { PostComposer } from './PostComposer';

const [, frontend] = boardCommunities.map(({ members: _members, ...community }) => community);

const meta = {
  title: 'Community/PostComposer',
  component: PostComposer,
  args: { community: { ...frontend!, is_member: true }, session: 'authenticated' },
} satisfies Meta<typeof PostComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blank: Post stays disabled and says why. */
export const Blank: Story = {};
export const Typed: Story = {
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Write a post'), 'Any referrals for SDE-1 roles?');
    await expect(canvas.getByRole('button', { name: 'Post' })).not.toHaveAttribute('aria-disabled');
  },
};
export const NotAMember: Story = { args: { community: { ...frontend!, is_member: false } } };
export const NoCommunity: Story = { args: { community: undefined } };
export const Visitor: Story = { args: { session: 'anonymous' } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
