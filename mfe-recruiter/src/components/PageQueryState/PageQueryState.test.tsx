import { ApiError } from '@rozgar/design-system';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageQueryState, type PageQueryStateProps } from './PageQueryState';

type Query = PageQueryStateProps<string[]>['query'];

const query = (state: Partial<Query>): Query => ({
  status: 'success',
  data: undefined,
  error: null,
  isFetching: false,
  refetch: vi.fn(),
  ...state,
});

function renderFrame(state: Partial<Query>) {
  return render(
    <PageQueryState
      heading={<h1>Saved Candidates</h1>}
      query={query(state)}
      errorFallback="Failed to load saved candidates"
      loginPrompt={<h2>Please log in to see your saved candidates.</h2>}
      isEmpty={(names) => names.length === 0}
      empty={<p>No candidates saved yet</p>}
    >
      {(names) => (
        <ul aria-label="Saved candidates">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </PageQueryState>,
  );
}

const heading = () => screen.queryByRole('heading', { level: 1, name: 'Saved Candidates' });

describe('PageQueryState', () => {
  it("shows the heading over 'Loading...' while the first answer is on its way", () => {
    renderFrame({ status: 'pending' });
    expect(heading()).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toHaveAttribute('aria-busy', 'true');
  });

  it("shows the heading over 'Error: …' with the server's text, or the page's fallback", () => {
    const { unmount } = renderFrame({
      status: 'error',
      error: new ApiError(503, 'Database unavailable', { error: 'Database unavailable' }),
    });
    expect(heading()).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Database unavailable');
    unmount();

    renderFrame({ status: 'error', error: new Error('') });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to load saved candidates');
  });

  it('shows only the login prompt when the session has ended', () => {
    renderFrame({ status: 'error', error: new ApiError(401, 'Not logged in') });
    expect(
      screen.getByRole('heading', { name: 'Please log in to see your saved candidates.' }),
    ).toBeInTheDocument();
    expect(heading()).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the heading over the empty state, or over the content', () => {
    const { unmount } = renderFrame({ data: [] });
    expect(heading()).toBeInTheDocument();
    expect(screen.getByText('No candidates saved yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();

    renderFrame({ data: ['Anita Desai', 'Vikram Rao'] });
    expect(heading()).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Anita Desai',
      'Vikram Rao',
    ]);
    expect(screen.queryByText('No candidates saved yet')).not.toBeInTheDocument();
  });
});
