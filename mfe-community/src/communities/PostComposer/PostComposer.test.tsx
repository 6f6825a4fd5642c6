import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { boardCommunities, boardViewer, FRONTEND } from '../../mocks/boardFixtures';
import { boardHandlers, communityBoard } from '../../mocks/boardHandlers';
import { PostComposer } from './PostComposer';

const { members: _members, ...frontend } = boardCommunities[1]!;
const member = { ...frontend, is_member: true };

describe('PostComposer', () => {
  it('counts characters up to 5 000 and keeps Post disabled, saying why, until there is text', async () => {
    renderPage('/', <PostComposer community={member} session="authenticated" />);
    const box = screen.getByLabelText('Write a post');
    const post = screen.getByRole('button', { name: 'Post' });
    expect(box).toHaveAttribute('maxlength', '5000');
    expect(post).toHaveAttribute('aria-disabled', 'true');
    expect(post).toHaveAccessibleDescription('Write something to post.');
    await userEvent.type(box, 'Hi all');
    expect(screen.getByText('6 / 5,000 characters')).toBeInTheDocument();
    expect(post).not.toHaveAttribute('aria-disabled');
  });

  it('sends the trimmed text, empties the box; keeps the text and says Failed to create post on failure', async () => {
    mswServer.use(
      boardHandlers.boardWriteFails(
        'post',
        '/api/communities/:id/posts',
        429,
        'You have posted too many posts and comments in a short time. Please try again later.',
      ),
    );
    const sent = recordRequests();
    renderPage('/', <PostComposer community={member} session="authenticated" />);
    const box = screen.getByLabelText('Write a post');
    await userEvent.type(box, '  Referrals for SDE-1?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Failed to create post')).toBeInTheDocument();
    expect(screen.getByText(/posted too many posts/)).toBeInTheDocument();
    expect(box).toHaveValue('  Referrals for SDE-1?  ');

    mswServer.resetHandlers();
    mswServer.use(...communityBoard(boardViewer));
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(sent.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', `/api/communities/${FRONTEND}/posts`, { content: 'Referrals for SDE-1?' }],
      ['POST', `/api/communities/${FRONTEND}/posts`, { content: 'Referrals for SDE-1?' }],
    ]);
  });
});
