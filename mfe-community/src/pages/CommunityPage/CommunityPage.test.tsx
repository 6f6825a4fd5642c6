import { useSession } from '@rozgar/design-system';
import { failure } from '@rozgar/design-system/remote-kit/bff-mocks';
import {
  FakeEventSource,
  mswServer,
  recordRequests,
  renderPage,
} from '@rozgar/design-system/remote-kit/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { communityEventsUrl } from '../../communities/live/useCommunityEvents';
import {
  boardComments,
  boardCommunities,
  boardPosts,
  boardViewer,
  DATA,
  FRONTEND,
} from '../../mocks/boardFixtures';
import { boardHandlers, communityBoard } from '../../mocks/boardHandlers';
import { CommunityPage } from './CommunityPage';

const signIn = () => useSession.setState({ status: 'authenticated', user: { ...boardViewer } });
const open = (url = `/community?community=${FRONTEND}`) =>
  renderPage('/community', <CommunityPage />, url);
const posts = () => screen.findAllByRole('article');
const post = async (text: RegExp) =>
  (await posts()).find((article) => text.test(article.textContent ?? ''))!;

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  useSession.setState({ status: 'anonymous', user: null });
});
afterEach(() => {
  // The page goes first: an unknown session would make it ask GET /api/me.
  cleanup();
  vi.unstubAllGlobals();
  FakeEventSource.reset();
  useSession.setState({ status: 'unknown', user: null });
});

describe('CommunityPage', () => {
  it('shows the newest community when none is chosen, with its description, members and posts', async () => {
    useSession.setState({ status: 'anonymous', user: null });
    mswServer.use(...communityBoard(null));
    const sent = recordRequests();
    open('/community');
    expect(screen.getByLabelText('Loading communities')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/community?community=${DATA}`),
    );
    expect(screen.getByLabelText('Community')).toHaveDisplayValue('Pune Data & Analytics');
    expect(screen.getByText('2 members')).toBeInTheDocument();
    expect(await screen.findByText('No posts found in this community')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to join' })).toHaveAttribute('href', '/login');
    expect(sent.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/communities',
      `GET /api/communities/${DATA}/posts`,
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Community'), FRONTEND);
    expect(screen.getByTestId('location')).toHaveTextContent(`/community?community=${FRONTEND}`);
    const [newest, second] = await posts();
    expect(newest).toHaveTextContent('Ravi Kumar');
    expect(newest).toHaveTextContent('12 minutes ago');
    expect(
      within(newest!).getByRole('link', { name: 'https://careers.example.in/drive' }),
    ).toBeInTheDocument();
    expect(second).toHaveTextContent('Asha Rao');
    expect(second).not.toHaveTextContent('You');
    expect(screen.getByRole('button', { name: 'Post' })).toHaveAccessibleDescription(
      'Log in to post.',
    );
  });

  it('says No communities found when there are none', async () => {
    mswServer.use(...communityBoard(null, { communities: [], posts: [], comments: [] }));
    open();
    expect(await screen.findByText('No communities found')).toBeInTheDocument();
    expect(screen.queryByLabelText('Write a post')).toBeNull();
  });

  it('says Community not found for an unknown community, and posting waits for a choice', async () => {
    signIn();
    mswServer.use(...communityBoard(boardViewer));
    open('/community?community=6650f1a2c3d4e5f6011119ff');
    expect(await screen.findByText('Community not found')).toBeInTheDocument();
    expect(screen.getByLabelText('Community')).toHaveDisplayValue('Select a community');
    expect(screen.getByRole('button', { name: 'Post' })).toHaveAccessibleDescription(
      'Select a community to post.',
    );
    await userEvent.selectOptions(screen.getByLabelText('Community'), FRONTEND);
    expect(await posts()).toHaveLength(3);
  });

  it('says Failed to load communities with a Retry that loads them', async () => {
    mswServer.use(
      failure('get', '/api/communities', 500, { error: 'boom' }, { once: true }),
      ...communityBoard(null),
    );
    open();
    expect(await screen.findByText('Failed to load communities')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Community')).toHaveDisplayValue(
      'Bengaluru Frontend Developers',
    );
    expect(screen.queryByText('Failed to load communities')).toBeNull();
  });

  it('joins, then posts: blank is refused with its reason, markup shows as text, the post goes on top', async () => {
    signIn();
    const notMember = boardCommunities.map((one) => ({
      ...one,
      members: one.members.filter((id) => id !== boardViewer.id),
    }));
    mswServer.use(
      ...communityBoard(boardViewer, { communities: notMember, posts: boardPosts, comments: [] }),
    );
    open();
    await posts();
    const button = screen.getByRole('button', { name: 'Post' });
    expect(button).toHaveAccessibleDescription('Join this community to post.');
    expect(screen.getByText('2 members')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('button', { name: 'Leave' })).toBeInTheDocument();
    expect(screen.getByText('3 members')).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription('Write something to post.');

    const box = screen.getByLabelText('Write a post');
    await userEvent.type(box, '   ');
    await userEvent.click(button);
    expect(screen.getByText('3 / 5,000 characters')).toBeInTheDocument();

    const typed = '<img src=x onerror=alert(1)> hello';
    await userEvent.clear(box);
    await userEvent.type(box, typed);
    const sent = recordRequests();
    await userEvent.click(button);
    await waitFor(() => expect(box).toHaveValue(''));
    const [mine] = await posts();
    expect(mine).toHaveTextContent(typed);
    expect(within(mine!).getByRole('heading', { name: 'You' })).toBeInTheDocument();
    expect(mine!.querySelector('img')).toBeNull();
    expect(within(mine!).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(sent.calls.map((call) => [call.method, call.body])).toEqual([
      ['POST', { content: typed }],
    ]);
  });

  it('likes and unlikes with the server’s count, and comments oldest first', async () => {
    signIn();
    mswServer.use(...communityBoard(boardViewer));
    open();
    const ravis = await post(/Walk-in drive/);
    expect(ravis).toHaveTextContent('2 likes');
    const like = within(ravis).getByRole('button', { name: 'Like', pressed: true });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    expect(await within(ravis).findByText('1 like')).toBeInTheDocument();
    expect(within(ravis).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await userEvent.click(within(ravis).getByRole('button', { name: '2 comments' }));
    const items = await within(ravis).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(boardComments[0]!.content),
      expect.stringContaining(boardComments[1]!.content),
    ]);
    expect(items[1]).toHaveTextContent('You');
    await userEvent.type(within(ravis).getByLabelText('Add a comment'), 'See you there');
    await userEvent.click(within(ravis).getByRole('button', { name: 'Comment' }));
    expect(await within(ravis).findByText('See you there')).toBeInTheDocument();
    expect(within(ravis).getByRole('button', { name: '3 comments' })).toBeInTheDocument();

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Delete your comment' }));
    await waitFor(() => expect(within(ravis).queryByText(boardComments[1]!.content)).toBeNull());
    expect(within(ravis).getByRole('button', { name: '2 comments' })).toBeInTheDocument();
  });

  it('deletes one’s own post after a confirmation, and says so when deleting fails', async () => {
    signIn();
    mswServer.use(...communityBoard(boardViewer));
    open();
    const mine = await post(/accessibility round/);
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this post?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    mswServer.use(boardHandlers.boardWriteFails('delete', '/api/posts/:id'));
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete post')).toBeInTheDocument();
    expect(mine).toBeInTheDocument();

    mswServer.resetHandlers();
    mswServer.use(...communityBoard(boardViewer));
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(mine).not.toBeInTheDocument());
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
  });

  it('shows others’ posts, likes and deletions live, once each', async () => {
    signIn();
    mswServer.use(...communityBoard(boardViewer));
    open();
    await posts();
    const [source] = FakeEventSource.open(communityEventsUrl(FRONTEND));
    const created = {
      type: 'post_created',
      community_id: FRONTEND,
      post: {
        id: '6650f1a2c3d4e5f602222777',
        community_id: FRONTEND,
        author_id: '6650f1a2c3d4e5f605550009',
        author_name: 'Kiran Shah',
        author_role: 'Recruiter',
        content: 'We are hiring in HSR Layout',
        likes: 0,
        comment_count: 0,
        created_at: new Date().toISOString(),
      },
    };
    act(() => {
      source!.emit(created);
      source!.emit(created);
    });
    // The cache tells the page on its next tick.
    await screen.findByText('We are hiring in HSR Layout');
    const [live] = await posts();
    expect(live).toHaveTextContent('Recruiter');
    expect(await posts()).toHaveLength(4);
    act(() =>
      source!.emit({
        type: 'post_liked',
        community_id: FRONTEND,
        post_id: created.post.id,
        likes: 7,
      }),
    );
    expect(await within(live!).findByText('7 likes')).toBeInTheDocument();
    act(() =>
      source!.emit({ type: 'post_deleted', community_id: FRONTEND, post_id: created.post.id }),
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
  });

  it('says Failed to load posts with the reason and a Retry; Load more brings older posts', async () => {
    signIn();
    mswServer.use(boardHandlers.postsDown(), ...communityBoard(boardViewer));
    open();
    expect(
      await screen.findByText(
        'Failed to load posts: Database unavailable, please try again shortly',
      ),
    ).toBeInTheDocument();

    mswServer.resetHandlers();
    const many = Array.from({ length: 12 }, (_, index) => ({
      ...boardPosts[2]!,
      id: `6650f1a2c3d4e5f6022230${String(index).padStart(2, '0')}`,
      content: `Post number ${index + 1}`,
      created_at: new Date(Date.now() - (index + 1) * 3_600_000).toISOString(),
    }));
    mswServer.use(
      ...communityBoard(boardViewer, { communities: boardCommunities, posts: many, comments: [] }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect(await posts()).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await posts()).toHaveLength(12));
    expect((await posts()).at(-1)).toHaveTextContent('Post number 12');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('copies a post’s permalink where there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    mswServer.use(...communityBoard(null));
    open();
    const ravis = await post(/Walk-in drive/);
    await userEvent.click(within(ravis).getByRole('button', { name: 'Share' }));
    const url = `${window.location.origin}/community/${FRONTEND}/posts/${boardPosts[0]!.id}`;
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(url));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
