import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { boardPosts, boardViewer, FRONTEND } from '../../mocks/boardFixtures';
import { communityBoard } from '../../mocks/boardHandlers';
import { Comments } from './Comments';

const meta = {
  title: 'Community/Comments',
  component: Comments,
  args: {
    communityId: FRONTEND,
    postId: boardPosts[0]!.id,
    viewerId: boardViewer.id,
    session: 'authenticated',
    isMember: true,
  },
  beforeEach({ msw }) {
    msw.use(...communityBoard(boardViewer));
  },
} satisfies Meta<typeof Comments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Oldest first; the viewer's own says "You" with Delete. */
export const Several: Story = {};
export const None: Story = { args: { postId: boardPosts[2]!.id } };
export const NotAMember: Story = { args: { isMember: false } };
export const Visitor: Story = { args: { session: 'anonymous', viewerId: undefined } };
