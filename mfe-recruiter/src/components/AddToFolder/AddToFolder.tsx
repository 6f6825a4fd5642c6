import { errorText, isLoggedOut, useToast } from '@rozgar/design-system';
import { RESDEX_FOLDER_NOTE_MAX } from '@rozgar/contracts/vocabularies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { folderQueryKeys, resdexFoldersQuery } from '../../data/folderQueries';
import { putFolderCandidate } from '../../resdex/foldersApi';
import {
  CandidateActionButton,
  CandidateActionDialog,
  type CandidateActionProps,
} from '../CandidateActionDialog/CandidateActionDialog';

export type AddToFolderProps = CandidateActionProps;

/**
 * "Add to folder" for one candidate (docs/product/recruiter-tools-and-workspace.md#resdex-folders):
 * a dialog choosing one of the recruiter's folders, with an optional note; in search results,
 * saved candidates and applicant cards. Adding someone already in the folder keeps them there (a
 * note given replaces theirs).
 */
export function AddToFolder({ candidateId, candidateName, describedBy, size }: AddToFolderProps) {
  return (
    <CandidateActionButton
      label="Add to folder"
      describedBy={describedBy}
      size={size}
      dialog={(close) => (
        <AddToFolderDialog
          candidateId={candidateId}
          candidateName={candidateName}
          onClose={close}
        />
      )}
    />
  );
}

function AddToFolderDialog({
  candidateId,
  candidateName,
  onClose,
}: {
  candidateId: string;
  candidateName: string;
  onClose: () => void;
}) {
  const folders = useQuery(resdexFoldersQuery());
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return (
    <CandidateActionDialog
      title={`Add ${candidateName} to a folder`}
      submitLabel="Add to folder"
      choices={folders}
      loadingLabel="Loading your folders"
      loadFailed="Failed to load your folders"
      empty={
        <>
          You have no folders yet. <Link to="/resdex-folders">Create a folder</Link> first.
        </>
      }
      choiceLabel="Folder"
      optionLabel={(folder) => `${folder.name} (${folder.count})`}
      text={{
        label: 'Note (optional)',
        rows: 3,
        max: RESDEX_FOLDER_NOTE_MAX,
        hint: "A note given replaces the candidate's note in this folder.",
      }}
      act={async (folder, note) => {
        await putFolderCandidate(folder.id, candidateId, note);
        void queryClient.invalidateQueries({ queryKey: folderQueryKeys.resdexFolders });
        toast({ tone: 'success', title: `Added ${candidateName} to "${folder.name}"` });
      }}
      failureText={(error) =>
        isLoggedOut(error)
          ? 'Please log in again to add candidates to folders.'
          : errorText(error, 'Failed to add to the folder. Please try again.')
      }
      onClose={onClose}
    />
  );
}
