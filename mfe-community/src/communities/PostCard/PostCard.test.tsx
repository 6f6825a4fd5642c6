import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardPosts, boardViewer, FRONTEND } from '../../mocks/boardFixtures';
import { boardHandlers, communityBoard } from '../../mocks/boardHandlers';
import type { Post } from '../communitiesApi';
import { PostCard } from './PostCard';

const [others, mine] = boardPosts.map(({ likers: _likers, ...post }): Post => post) as [Post, Post];
const card = (post: Post) => (
  <PostCard post={post} viewerId={boardViewer.id} session="authenticated" isMember />
);

afterEach(() => vi.unstubAllGlobals());

describe('PostCard', () => {
  it('shows the author, how long ago (linking to the permalink), counts; Delete only on one’s own', () => {
    const { unmount } = renderPage('/', card(others));
    expect(screen.getByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '12 minutes ago' })).toHaveAttribute(
      'href',
      `/community/${FRONTEND}/posts/${others.id}`,
    );
    expect(screen.getByText('2 likes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2 comments' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    unmount();
    renderPage('/', card(mine));
    expect(screen.getByRole('heading', { name: 'You' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('moves "how long ago" on while the page stays open, on one shared timer', () => {
    vi.useFakeTimers({ now: Date.now(), toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      renderPage(
        '/',
        <>
          {card(others)}
          {card(mine)}
        </>,
      );
      expect(screen.getByRole('link', { name: '12 minutes ago' })).toBeInTheDocument();
      expect(vi.getTimerCount()).toBe(1);
      act(() => vi.advanceTimersByTime(60_000));
      expect(screen.getByRole('link', { name: '13 minutes ago' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares through the device’s share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderPage('/', card(others));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: 'Ravi Kumar on Rozgar',
        url: `${window.location.origin}/community/${FRONTEND}/posts/${others.id}`,
      }),
    );
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('says Failed to like post when the like fails, keeping the count', async () => {
    mswServer.use(
      boardHandlers.boardWriteFails('post', '/api/posts/:id/like'),
      ...communityBoard(boardViewer),
    );
    renderPage('/', card({ ...others, liked_by_me: false }));
    await userEvent.click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Failed to like post')).toBeInTheDocument();
    expect(screen.getByText('2 likes')).toBeInTheDocument();
  });
});
