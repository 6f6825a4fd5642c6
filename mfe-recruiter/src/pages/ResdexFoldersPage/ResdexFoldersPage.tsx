import {
  Button,
  ConfirmDialog,
  EmptyState,
  errorText,
  isLoggedOut,
  useToast,
} from '@rozgar/design-system';
import { RESDEX_FOLDER_NAME_MAX } from '@rozgar/contracts/vocabularies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FolderCandidates } from '../../components/FolderCandidates/FolderCandidates';
import { NameDialog } from '../../components/NameDialog/NameDialog';
import { PageQueryState } from '../../components/PageQueryState/PageQueryState';
import { ResdexFoldersTable } from '../../components/ResdexFoldersTable/ResdexFoldersTable';
import { LoginPrompt } from '../../components/RecruiterOnly/LoginPrompt';
import { Page, PageHead, PageIntro } from '../../components/RecruiterOnly/Page';
import { RecruiterOnly } from '../../components/RecruiterOnly/RecruiterOnly';
import { folderQueryKeys, resdexFoldersQuery } from '../../data/folderQueries';
import {
  createResdexFolder,
  deleteResdexFolder,
  renameResdexFolder,
  type ResdexFolder,
} from '../../resdex/foldersApi';

const LOGIN_TO_VIEW = 'Please log in to see your Resdex folders.';

type NameDialogState = { mode: 'create' } | { mode: 'rename'; folder: ResdexFolder } | null;

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

function ResdexFolders() {
  const folders = useQuery(resdexFoldersQuery());
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const [naming, setNaming] = useState<NameDialogState>(null);
  const [toDelete, setToDelete] = useState<ResdexFolder | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [loggedOut, setLoggedOut] = useState(false);
  const currentId = params.get('folder');
  const page = pageOf(params.get('page'));

  const refresh = () => queryClient.invalidateQueries({ queryKey: folderQueryKeys.resdexFolders });
  const open = (folderId: string | null, nextPage = 1) =>
    setParams(
      folderId ? { folder: folderId, ...(nextPage > 1 && { page: String(nextPage) }) } : {},
    );

  async function submitName(name: string) {
    if (!naming) return;
    try {
      if (naming.mode === 'create') {
        const folder = await createResdexFolder(name);
        await refresh();
        toast({ tone: 'success', title: `Created the folder "${folder.name}"` });
        open(folder.id);
      } else {
        const folder = await renameResdexFolder(naming.folder.id, name);
        await refresh();
        toast({ tone: 'success', title: `Renamed the folder to "${folder.name}"` });
      }
      setNaming(null);
    } catch (error) {
      if (isLoggedOut(error)) return setLoggedOut(true);
      throw error;
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await deleteResdexFolder(toDelete.id);
      if (currentId === toDelete.id) open(null);
      await refresh();
      toast({ tone: 'success', title: `Deleted the folder "${toDelete.name}"` });
      setToDelete(null);
    } catch (error) {
      if (isLoggedOut(error)) return setLoggedOut(true);
      toast({
        tone: 'error',
        title: `Failed to delete the folder: ${errorText(error, 'Please try again.')}`,
      });
    } finally {
      setDeleting(false);
    }
  }

  const loginPrompt = (
    <LoginPrompt
      title={LOGIN_TO_VIEW}
      next="/resdex-folders"
      purpose="keep candidates in folders"
    />
  );
  if (loggedOut) return loginPrompt;

  const newFolder = <Button onClick={() => setNaming({ mode: 'create' })}>New folder</Button>;
  const heading = (
    <PageHead>
      <h1>Resdex Folders</h1>
      {newFolder}
    </PageHead>
  );

  return (
    <>
      <PageQueryState
        heading={heading}
        query={folders}
        errorFallback="Failed to load your folders"
        loginPrompt={loginPrompt}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title="No folders yet"
            description="Create a folder to keep candidates from your searches together, each with a note."
          />
        }
      >
        {(list) => {
          const current = list.find((folder) => folder.id === currentId) ?? null;
          return (
            <>
              <PageIntro>
                Keep candidates from searches, saved candidates and applicants in folders, each with
                a note. Open a folder to see its candidates.
              </PageIntro>
              <ResdexFoldersTable
                folders={list}
                label="Your folders"
                currentId={currentId}
                actions={(folder) => (
                  <>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Rename folder ${folder.name}`}
                      onClick={() => setNaming({ mode: 'rename', folder })}
                    >
                      Rename
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete folder ${folder.name}`}
                      onClick={() => setToDelete(folder)}
                    >
                      Delete
                    </Button>
                  </>
                )}
              />
              {current ? (
                <FolderCandidates
                  key={current.id}
                  folder={current}
                  page={page}
                  onPage={(next) => open(current.id, next)}
                  onLoggedOut={() => setLoggedOut(true)}
                />
              ) : currentId ? (
                <p role="alert">This folder no longer exists.</p>
              ) : null}
            </>
          );
        }}
      </PageQueryState>
      <NameDialog
        open={naming !== null}
        title={naming?.mode === 'rename' ? 'Rename folder' : 'New folder'}
        label="Folder name"
        initial={naming?.mode === 'rename' ? naming.folder.name : ''}
        max={RESDEX_FOLDER_NAME_MAX}
        requiredMessage="Give the folder a name"
        failureFallback="Failed to save the folder. Please try again."
        submitLabel={naming?.mode === 'rename' ? 'Rename' : 'Create folder'}
        onClose={() => setNaming(null)}
        onSubmit={submitName}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete folder?"
        confirmLabel="Delete"
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        {toDelete ? (
          <p>
            "{toDelete.name}" and its list of {toDelete.count}{' '}
            {toDelete.count === 1 ? 'candidate' : 'candidates'} will be removed. The candidates stay
            in Resdex.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

/**
 * `/resdex-folders` (docs/product/recruiter-tools-and-workspace.md#resdex-folders): the
 * recruiter's folders — create, rename, delete — and, with `?folder=`, one folder's candidates
 * with their notes.
 */
export function ResdexFoldersPage() {
  return (
    <RecruiterOnly
      loggedOut={
        <LoginPrompt
          title={LOGIN_TO_VIEW}
          next="/resdex-folders"
          purpose="keep candidates in folders"
        />
      }
    >
      {(user) => (
        <Page>
          <ResdexFolders key={user.id} />
        </Page>
      )}
    </RecruiterOnly>
  );
}
