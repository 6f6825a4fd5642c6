import {
  Button,
  ConfirmDialog,
  errorText,
  isLoggedOut,
  Skeleton,
  useToast,
} from '@rozgar/design-system';
import { MAX_SEARCH_TITLE_LENGTH } from '@rozgar/contracts/vocabularies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { NameDialog } from '../../components/NameDialog/NameDialog';
import { ResdexSearchesList } from '../../components/ResdexSearchesList/ResdexSearchesList';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { Page, PageHead, PageIntro } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { candidateSearchesQuery, recruiterQueryKeys } from '../../data/queries';
import {
  deleteCandidateSearch,
  renameCandidateSearch,
  type CandidateCriteria,
  type SavedSearch,
} from '../../resdex/candidatesApi';

const LOGIN_TO_VIEW = 'Please log in to see your Resdex searches.';

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * Runs a search on /advanced-search, which shows every criterion: the router state the search page
 * reads to apply a search when it opens (docs/product/resume-search-resdex.md#recent-and-saved-searches).
 */
const runSearchState = (criteria: CandidateCriteria) => ({ applySearch: criteria });

function ResdexSearches() {
  const searches = useQuery(candidateSearchesQuery());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [toDelete, setToDelete] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [loggedOut, setLoggedOut] = useState(false);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: recruiterQueryKeys.candidateSearches });

  async function rename(title: string) {
    if (!renaming) return;
    try {
      await renameCandidateSearch(renaming.id, title);
      await refresh();
      toast({ tone: 'success', title: `Renamed the saved search to "${title}"` });
      setRenaming(null);
    } catch (error) {
      if (isLoggedOut(error)) return setLoggedOut(true);
      throw error;
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteCandidateSearch(toDelete.id);
      await refresh();
      toast({ tone: 'success', title: `Deleted the saved search "${toDelete.title}"` });
      setToDelete(null);
    } catch (error) {
      if (isLoggedOut(error)) return setLoggedOut(true);
      toast({
        tone: 'error',
        title: errorText(error, 'Failed to delete the search. Please try again.'),
      });
    } finally {
      setDeleting(false);
    }
  }

  if (loggedOut || (searches.status === 'error' && isLoggedOut(searches.error)))
    return (
      <LoginPrompt title={LOGIN_TO_VIEW} next="/resdex-searches" purpose="see your searches" />
    );

  return (
    <>
      <PageHead>
        <h1>Resdex Searches</h1>
        <Button as={Link} to="/advanced-search" variant="secondary">
          New search
        </Button>
      </PageHead>
      <PageIntro>
        Your saved searches and your last 5 searches, each with the candidates matching it now.
        “New” counts the matching candidates who joined since the search last ran; running it starts
        the count again.
      </PageIntro>
      {searches.status === 'pending' ? (
        <Loading role="status" aria-busy="true" aria-label="Loading your searches">
          <Skeleton height={160} />
          <Skeleton height={160} />
        </Loading>
      ) : searches.status === 'error' ? (
        <p role="alert">Error: {errorText(searches.error, 'Failed to load your searches')}</p>
      ) : (
        <ResdexSearchesList
          searches={searches.data}
          onRun={(criteria) => navigate('/advanced-search', { state: runSearchState(criteria) })}
          onRename={setRenaming}
          onDelete={setToDelete}
        />
      )}
      <NameDialog
        open={renaming !== null}
        title="Rename saved search"
        label="Search title"
        initial={renaming?.title ?? ''}
        max={MAX_SEARCH_TITLE_LENGTH}
        requiredMessage="Give the search a title"
        failureFallback="Failed to rename the search. Please try again."
        submitLabel="Rename"
        onClose={() => setRenaming(null)}
        onSubmit={rename}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete saved search?"
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete ? <p>"{toDelete.title}" will be removed from your saved searches.</p> : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * `/resdex-searches` (docs/product/recruiter-tools-and-workspace.md#resdex-searches): the recent
 * and saved searches with their new matching profiles; run, rename, delete.
 */
export function ResdexSearchesPage() {
  return (
    <RecruiterOnly
      loggedOut={
        <LoginPrompt title={LOGIN_TO_VIEW} next="/resdex-searches" purpose="see your searches" />
      }
    >
      {(user) => (
        <Page>
          <ResdexSearches key={user.id} />
        </Page>
      )}
    </RecruiterOnly>
  );
}
