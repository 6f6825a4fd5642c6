import { mswServer, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { boardComments, boardPosts, boardViewer, FRONTEND } from '../../mocks/boardFixtures';
import { boardHandlers, communityBoard } from '../../mocks/boardHandlers';
import { Comments } from './Comments';

const props = {
  communityId: FRONTEND,
  postId: boardPosts[0]!.id,
  viewerId: boardViewer.id,
  session: 'authenticated' as const,
  isMember: true,
};

describe('Comments', () => {
  it('lists comments oldest first, "You" with Delete only on one’s own', async () => {
    mswServer.use(...communityBoard(boardViewer));
    renderPage('/', <Comments {...props} />);
    const [first, second] = await screen.findAllByRole('listitem');
    expect(first).toHaveTextContent('Meera Iyer');
    expect(first).toHaveTextContent(boardComments[0]!.content);
    expect(within(first!).queryByRole('button', { name: 'Delete your comment' })).toBeNull();
    expect(second).toHaveTextContent('You');
    expect(
      within(second!).getByRole('button', { name: 'Delete your comment' }),
    ).toBeInTheDocument();
  });

  it('does not send a blank comment, and says Failed to add comment when adding fails', async () => {
    mswServer.use(
      boardHandlers.boardWriteFails('post', '/api/posts/:id/comments'),
      ...communityBoard(boardViewer),
    );
    renderPage('/', <Comments {...props} />);
    await screen.findAllByRole('listitem');
    const comment = screen.getByRole('button', { name: 'Comment' });
    await userEvent.type(screen.getByLabelText('Add a comment'), '   ');
    expect(comment).toHaveAccessibleDescription('Write something to comment.');
    await userEvent.type(screen.getByLabelText('Add a comment'), 'Thanks');
    await userEvent.click(comment);
    expect(await screen.findByText('Failed to add comment')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a comment')).toHaveValue('   Thanks');
  });

  it('asks a non-member to join before commenting', async () => {
    mswServer.use(...communityBoard(boardViewer));
    renderPage('/', <Comments {...props} isMember={false} />);
    expect(screen.getByRole('button', { name: 'Comment' })).toHaveAccessibleDescription(
      'Join this community to comment.',
    );
    expect(await screen.findAllByRole('listitem')).toHaveLength(2);
  });
});
