import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { boardPosts, boardViewer } from '../../mocks/boardFixtures';
import { communityBoard } from '../../mocks/boardHandlers';
import type { Post } from '../communitiesApi';
import { PostCard, PostCardSkeleton } from './PostCard';

const [others, mine] = boardPosts.map(({ likers: _likers, ...post }): Post => post) as [Post, Post];

const meta = {
  title: 'Community/PostCard',
  component: PostCard,
  args: {
    post: { ...others, liked_by_me: true },
    viewerId: boardViewer.id,
    session: 'authenticated',
    isMember: true,
  },
  beforeEach({ msw }) {
    msw.use(...communityBoard(boardViewer));
  },
} satisfies Meta<typeof PostCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Liked: Story = {};
/** The viewer's own post: "You" and Delete. */
export const Mine: Story = { args: { post: { ...mine, liked_by_me: false } } };
export const ByARecruiter: Story = {
  args: { post: { ...others, author_name: 'Priya Nair', author_role: 'Recruiter' } },
};
/** The comments open (as on the post's own page), with the comment box. */
export const WithComments: Story = { args: { commentsOpen: true } };
export const Loading: Story = { render: () => <PostCardSkeleton /> };
export const Phone360: Story = {
  args: { commentsOpen: true },
  globals: { viewport: { value: 'phone360' } },
};
