import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { profileApiDouble } from '../../test/profileApiDouble';
import { KeywordSuggestionsModal } from './KeywordSuggestionsModal';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('KeywordSuggestionsModal', () => {
  it('says so when the applications suggest nothing', async () => {
    vi.stubGlobal(
      'fetch',
      profileApiDouble({ 'GET /api/profile/keyword-suggestions': { body: { keywords: [] } } }),
    );
    renderPage('/', <KeywordSuggestionsModal open skills={[]} onAdd={vi.fn()} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Suggested keywords' });
    expect(
      await within(dialog).findByText('No relevant skills found from your job applications.'),
    ).toBeInTheDocument();
  });

  it('adds a keyword in one click and marks the ones already in the skills', async () => {
    const onAdd = vi.fn(async () => {});
    vi.stubGlobal(
      'fetch',
      profileApiDouble({
        'GET /api/profile/keyword-suggestions': { body: { keywords: ['Docker', 'GraphQL'] } },
      }),
    );
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
    vi.stubGlobal(
      'fetch',
      profileApiDouble({
        'GET /api/profile/keyword-suggestions': [
          { status: 503, body: { error: 'Database unavailable' } },
          { body: { keywords: ['Kotlin'] } },
        ],
      }),
    );
    renderPage('/', <KeywordSuggestionsModal open skills={[]} onAdd={vi.fn()} onClose={vi.fn()} />);
    expect(await screen.findByText('Error: Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Kotlin')).toBeInTheDocument();
  });
});
