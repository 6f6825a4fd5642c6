import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  boardCommunities,
  boardPosts,
  boardViewer,
  DATA,
  FRONTEND,
} from '../../mocks/boardFixtures';
import { communityBoard } from '../../mocks/boardHandlers';
import { PostList } from './PostList';

const list = (communityId: string) => (
  <PostList communityId={communityId} viewerId={boardViewer.id} session="authenticated" isMember />
);

describe('PostList', () => {
  it('shows skeletons of the posts while loading, then the posts newest first', async () => {
    mswServer.use(...communityBoard(boardViewer));
    renderPage('/', list(FRONTEND));
    expect(screen.getByRole('status', { name: 'Loading posts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const articles = await screen.findAllByRole('article');
    expect(articles.map((article) => article.querySelector('h3')?.textContent)).toEqual([
      'Ravi Kumar',
      'You',
      'Meera Iyer',
    ]);
  });

  it('says No posts found in this community', async () => {
    mswServer.use(...communityBoard(boardViewer));
    renderPage('/', list(DATA));
    expect(await screen.findByText('No posts found in this community')).toBeInTheDocument();
  });

  it('keeps the posts shown when Load more fails, saying why, and loads them on a second try', async () => {
    const many = Array.from({ length: 11 }, (_, index) => ({
      ...boardPosts[2]!,
      id: `6650f1a2c3d4e5f6022240${String(index).padStart(2, '0')}`,
      content: `Post number ${index + 1}`,
      created_at: new Date(Date.now() - (index + 1) * 60_000).toISOString(),
    }));
    mswServer.use(
      ...communityBoard(boardViewer, { communities: boardCommunities, posts: many, comments: [] }),
    );
    renderPage('/', list(FRONTEND));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    mswServer.use(
      http.get(
        '/api/communities/:id/posts',
        () => HttpResponse.json({ error: 'Database unavailable' }, { status: 503 }),
        { once: true },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Failed to load posts: Database unavailable')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(11));
    expect(screen.queryByText(/Failed to load posts/)).toBeNull();
  });
});
