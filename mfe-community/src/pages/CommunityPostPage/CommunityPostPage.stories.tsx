import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Route, Routes } from 'react-router-dom';
import { signedInAs } from '../../../../.storybook/session';
import { boardPosts, boardViewer, FRONTEND } from '../../mocks/boardFixtures';
import { communityBoard } from '../../mocks/boardHandlers';
import { CommunityPostPage } from './CommunityPostPage';

/** `/community/:communityId/posts/:postId`: a shared post with its comments. */
const meta = {
  title: 'Pages/CommunityPostPage',
  component: CommunityPostPage,
  parameters: {
    layout: 'fullscreen',
    route: `/community/${FRONTEND}/posts/${boardPosts[0]!.id}`,
  },
  render: () => (
    <Routes>
      <Route path="/community/:communityId/posts/:postId" element={<CommunityPostPage />} />
    </Routes>
  ),
  beforeEach({ msw }) {
    msw.use(...communityBoard(boardViewer));
    return signedInAs({ ...boardViewer });
  },
} satisfies Meta<typeof CommunityPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithComments: Story = {};
export const NotFound: Story = {
  parameters: { route: `/community/${FRONTEND}/posts/6650f1a2c3d4e5f602222fff` },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
