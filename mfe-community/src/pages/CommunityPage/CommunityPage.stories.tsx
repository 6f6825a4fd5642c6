import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { signedInAs } from '../../../../.storybook/session';
import { boardViewer, FRONTEND } from '../../mocks/boardFixtures';
import { boardHandlers, communityBoard } from '../../mocks/boardHandlers';
import { handlers } from '../../mocks/handlers';
import { CommunityPage } from './CommunityPage';

/** `/community`: the board, answered by the MSW board backend (join, post, like, comment, delete). */
const meta = {
  title: 'Pages/CommunityPage',
  component: CommunityPage,
  parameters: { layout: 'fullscreen', route: `/community?community=${FRONTEND}` },
} satisfies Meta<typeof CommunityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member: the post box, their own post ("You", with Delete), likes and comments. */
export const Member: Story = {
  beforeEach({ msw }) {
    msw.use(...communityBoard(boardViewer));
    return signedInAs({ ...boardViewer });
  },
};
/** A visitor reads; joining and posting ask them to log in. */
export const Visitor: Story = {
  beforeEach({ msw }) {
    msw.use(...communityBoard(null));
    return signedInAs(null);
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.communitiesLoading());
    return signedInAs(null);
  },
};
export const NoCommunities: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.communities([]));
    return signedInAs(null);
  },
};
export const CommunitiesDown: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.communitiesDown());
    return signedInAs(null);
  },
};
export const PostsLoading: Story = {
  beforeEach({ msw }) {
    msw.use(boardHandlers.postsLoading(), ...communityBoard(boardViewer));
    return signedInAs({ ...boardViewer });
  },
};
export const PostsDown: Story = {
  beforeEach({ msw }) {
    msw.use(boardHandlers.postsDown(), ...communityBoard(boardViewer));
    return signedInAs({ ...boardViewer });
  },
};
export const Phone360: Story = {
  ...Member,
  globals: { viewport: { value: 'phone360' } },
};
