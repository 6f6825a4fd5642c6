import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { handlers } from '../../mocks/handlers';
import { KeywordSuggestionsModal } from './KeywordSuggestionsModal';

const SUGGESTIONS = '/api/profile/keyword-suggestions';

describe('KeywordSuggestionsModal', () => {
  it('says so when the applications suggest nothing', async () => {
    mswServer.use(handlers.keywordSuggestions([]));
    renderPage('/', <KeywordSuggestionsModal open skills={[]} onAdd={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Suggested keywords' });
    expect(
      await within(dialog).findByText('No relevant skills found from your job applications.'),
    ).toBeInTheDocument();
  });

  it('adds a keyword in one click and marks the ones already in the skills', async () => {
    const onAdd = vi.fn(async () => {});
    mswServer.use(handlers.keywordSuggestions(['Docker', 'GraphQL']));
    renderPage(
      '/',
      <KeywordSuggestionsModal open skills={['graphql']} onAdd={onAdd} onClose={vi.fn()} />,
    );
    const list = await screen.findByRole('list', { name: 'Suggested keywords' });
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('GraphQLAdded');
    await userEvent.click(within(list).getByRole('button', { name: 'Add Docker to your skills' }));
    expect(onAdd).toHaveBeenCalledWith('Docker');
  });

  it('shows the load error with Retry', async () => {
    mswServer.use(
      handlers.refuses('get', SUGGESTIONS, 'Database unavailable', { once: true }),
      handlers.keywordSuggestions(['Kotlin']),
    );
    renderPage('/', <KeywordSuggestionsModal open skills={[]} onAdd={vi.fn()} onClose={vi.fn()} />);
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Kotlin')).toBeInTheDocument();
  });

  it('says "Request timed out or failed" when the server sends no text of its own', async () => {
    mswServer.use(handlers.answers('get', SUGGESTIONS, 'Bad gateway', { status: 502 }));
    renderPage('/', <KeywordSuggestionsModal open skills={[]} onAdd={vi.fn()} onClose={vi.fn()} />);
    expect(await screen.findByText('Error: Request timed out or failed')).toBeInTheDocument();
  });

  it('shows the suggestions again at once when reopened within 30 s, asking once', async () => {
    const user = userEvent.setup();
    mswServer.use(handlers.keywordSuggestions(['Docker']));
    const requests = recordRequests();
    function Profile() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Suggest keywords
          </button>
          <KeywordSuggestionsModal
            open={open}
            skills={[]}
            onAdd={vi.fn()}
            onClose={() => setOpen(false)}
          />
        </>
      );
    }
    renderPage('/', <Profile />);
    expect(await screen.findByText('Docker')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Suggest keywords' }));
    expect(screen.getByText('Docker')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading suggested keywords' })).toBeNull();
    expect(requests.callsTo('GET', SUGGESTIONS)).toHaveLength(1);
  });
});
