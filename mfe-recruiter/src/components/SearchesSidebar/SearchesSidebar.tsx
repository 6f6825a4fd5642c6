import { Button, Card, DividedList, Modal } from '@rozgar/design-system';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { CandidateCriteria, RecentSearch, SavedSearch } from '../../resdex/candidatesApi';

/**
 * Recent searches kept, saved searches shown before "View all"
 * (docs/product/resume-search-resdex.md#recent-and-saved-searches).
 */
const RECENT_SHOWN = 5;
const SAVED_SHOWN = 3;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

export type SearchesState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; recent: RecentSearch[]; saved: SavedSearch[] };

export interface SearchesSidebarProps {
  state: SearchesState;
  /** "Apply this search": fill the form with these criteria and search. */
  onApply: (criteria: CandidateCriteria) => void;
  /** Deletes a saved search; rejects with the text to show when the BFF refuses. */
  onDelete: (search: SavedSearch) => Promise<void>;
}

const profilesText = (profiles: number) => `${profiles} ${profiles === 1 ? 'profile' : 'profiles'}`;
const label = (query: string) => query || 'All candidates';

/**
 * Resdex's sidebar (docs/product/resume-search-resdex.md#recent-and-saved-searches): the last
 * five searches and the saved ones (three, then "View
 * all"), each with "Apply this search"; a saved search is deleted after a confirmation dialog.
 */
export function SearchesSidebar({ state, onApply, onDelete }: SearchesSidebarProps) {
  const [showAll, setShowAll] = useState(false);
  const [toDelete, setToDelete] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const closeDialog = () => {
    setToDelete(null);
    setDeleteError(null);
  };

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    setDeleteError(null);
    try {
      await onDelete(toDelete);
      setToDelete(null);
    } catch (error) {
      setDeleteError(error instanceof Error ? error.message : 'Failed to delete the search');
    } finally {
      setDeleting(false);
    }
  }

  const body = (render: (recent: RecentSearch[], saved: SavedSearch[]) => ReactNode) => {
    if (state.status === 'loading') return <Muted aria-busy="true">Loading...</Muted>;
    if (state.status === 'error') return <Failure role="alert">Error: {state.message}</Failure>;
    return render(state.recent, state.saved);
  };

  return (
    <Aside aria-label="Your searches">
      <Card as="section" aria-labelledby="recent-searches-heading">
        <h2 id="recent-searches-heading">Recent Searches</h2>
        {body((recent) =>
          recent.length === 0 ? (
            <Muted>No recent searches</Muted>
          ) : (
            <DividedList aria-labelledby="recent-searches-heading">
              {recent.slice(0, RECENT_SHOWN).map((search) => (
                <li key={search.id}>
                  <p>{label(search.query)}</p>
                  <p className="muted">{profilesText(search.profiles)}</p>
                  <Row>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Apply this search: ${label(search.query)}`}
                      onClick={() => onApply(search.criteria)}
                    >
                      Apply this search
                    </Button>
                  </Row>
                </li>
              ))}
            </DividedList>
          ),
        )}
      </Card>
      <Card as="section" aria-labelledby="saved-searches-heading">
        <h2 id="saved-searches-heading">Saved Searches</h2>
        {body((_recent, saved) =>
          saved.length === 0 ? (
            <Muted>No saved searches</Muted>
          ) : (
            <>
              <DividedList aria-labelledby="saved-searches-heading" id="saved-searches-list">
                {(showAll ? saved : saved.slice(0, SAVED_SHOWN)).map((search) => (
                  <li key={search.id}>
                    <p>
                      <strong>{search.title}</strong>
                    </p>
                    <p className="muted">{label(search.query)}</p>
                    <p className="muted">{profilesText(search.profiles)}</p>
                    <Row>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Apply this search: ${search.title}`}
                        onClick={() => onApply(search.criteria)}
                      >
                        Apply this search
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Delete saved search ${search.title}`}
                        onClick={() => setToDelete(search)}
                      >
                        Delete
                      </Button>
                    </Row>
                  </li>
                ))}
              </DividedList>
              {saved.length > SAVED_SHOWN ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-expanded={showAll}
                  aria-controls="saved-searches-list"
                  onClick={() => setShowAll((value) => !value)}
                >
                  {showAll ? 'Show fewer' : `View all (${saved.length})`}
                </Button>
              ) : null}
            </>
          ),
        )}
      </Card>
      <Modal
        open={toDelete !== null}
        onClose={closeDialog}
        size="sm"
        title="Delete saved search?"
        description={
          toDelete ? `"${toDelete.title}" will be removed from your saved searches.` : null
        }
        footer={
          <>
            <Button variant="secondary" onClick={closeDialog}>
              Cancel
            </Button>
            <Button variant="danger" loading={deleting} onClick={confirmDelete}>
              Delete
            </Button>
          </>
        }
      >
        {deleteError ? <Failure role="alert">{deleteError}</Failure> : null}
      </Modal>
    </Aside>
  );
}
