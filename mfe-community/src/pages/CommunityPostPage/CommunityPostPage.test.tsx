import { currentPageTitleName, useSession } from '@rozgar/design-system';
import { FakeEventSource, mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { communityEventsUrl } from '../../communities/live/useCommunityEvents';
import { boardComments, boardPosts, boardViewer, FRONTEND } from '../../mocks/boardFixtures';
import { communityBoard } from '../../mocks/boardHandlers';
import { CommunityPostPage } from './CommunityPostPage';

const PATH = '/community/:communityId/posts/:postId';
const open = (postId: string) =>
  renderPage(PATH, <CommunityPostPage />, `/community/${FRONTEND}/posts/${postId}`);

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  useSession.setState({ status: 'authenticated', user: { ...boardViewer } });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeEventSource.reset();
  useSession.setState({ status: 'unknown', user: null });
});

describe('CommunityPostPage', () => {
  it('opens a shared post with its comments, live, and a way back to its community', async () => {
    mswServer.use(...communityBoard(boardViewer));
    open(boardPosts[0]!.id);
    expect(screen.getByLabelText('Loading the post')).toBeInTheDocument();
    const post = await screen.findByRole('article');
    expect(post).toHaveTextContent('Walk-in drive for React developers');
    expect(await within(post).findByText(boardComments[0]!.content)).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Post in Bengaluru Frontend Developers',
      }),
    ).toBeInTheDocument();
    expect(currentPageTitleName()).toBe('Post in Bengaluru Frontend Developers');
    expect(
      screen.getByRole('link', { name: '← Back to Bengaluru Frontend Developers' }),
    ).toHaveAttribute('href', `/community?community=${FRONTEND}`);

    const [source] = FakeEventSource.open(communityEventsUrl(FRONTEND));
    act(() =>
      source!.emit({
        type: 'comment_created',
        community_id: FRONTEND,
        post_id: boardPosts[0]!.id,
        comment_count: 3,
        comment: {
          id: '6650f1a2c3d4e5f603330555',
          post_id: boardPosts[0]!.id,
          author_id: '6650f1a2c3d4e5f605550002',
          author_name: 'Ravi Kumar',
          author_role: 'Job Seeker',
          content: 'Yes, freshers are welcome.',
          created_at: new Date().toISOString(),
        },
      }),
    );
    expect(await within(post).findByText('Yes, freshers are welcome.')).toBeInTheDocument();
    expect(within(post).getByRole('button', { name: '3 comments' })).toBeInTheDocument();
  });

  it('says Post not found for a deleted post, with a Retry', async () => {
    mswServer.use(...communityBoard(boardViewer));
    open('6650f1a2c3d4e5f602222fff');
    expect(await screen.findByText('Post not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('goes back to the community after its author deletes it', async () => {
    mswServer.use(...communityBoard(boardViewer));
    open(boardPosts[1]!.id);
    const post = await screen.findByRole('article');
    await userEvent.click(within(post).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/community?community=${FRONTEND}`),
    );
  });
});
