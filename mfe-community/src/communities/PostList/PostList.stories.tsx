import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { boardViewer, DATA, FRONTEND } from '../../mocks/boardFixtures';
import { boardHandlers, communityBoard } from '../../mocks/boardHandlers';
import { PostList } from './PostList';

const meta = {
  title: 'Community/PostList',
  component: PostList,
  args: {
    communityId: FRONTEND,
    viewerId: boardViewer.id,
    session: 'authenticated',
    isMember: true,
  },
  beforeEach({ msw }) {
    msw.use(...communityBoard(boardViewer));
  },
} satisfies Meta<typeof PostList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Posts: Story = {};
export const Empty: Story = { args: { communityId: DATA } };
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(boardHandlers.postsLoading());
  },
};
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(boardHandlers.postsDown());
  },
};
