import {
  Button,
  errorText,
  isLoggedOut,
  Modal,
  Select,
  Skeleton,
  TextArea,
  useToast,
} from '@rozgar/design-system';
import { RESDEX_FOLDER_NOTE_MAX } from '@rozgar/contracts/vocabularies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { folderQueryKeys, resdexFoldersQuery } from '../../data/folderQueries';
import { putFolderCandidate } from '../../resdex/foldersApi';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  p {
    margin: 0;
  }
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export interface AddToFolderProps {
  /** The candidate's user id and name (the dialog's title and the toast name them). */
  candidateId: string;
  candidateName: string;
  /** The id of the element naming the candidate (a card's heading), read with the button. */
  describedBy?: string;
  size?: 'sm' | 'md';
}

/**
 * "Add to folder" for one candidate (docs/product/recruiter-tools-and-workspace.md#resdex-folders):
 * a dialog choosing one of the recruiter's folders, with an optional note; in search results,
 * saved candidates and applicant cards. Adding someone already in the folder keeps them there (a
 * note given replaces theirs).
 */
export function AddToFolder({
  candidateId,
  candidateName,
  describedBy,
  size = 'sm',
}: AddToFolderProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant="secondary"
        aria-describedby={describedBy}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Add to folder
      </Button>
      {open ? (
        <AddToFolderDialog
          candidateId={candidateId}
          candidateName={candidateName}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
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
  const formId = useId();
  const folders = useQuery(resdexFoldersQuery());
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [folderId, setFolderId] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosen = folderId || folders.data?.[0]?.id || '';
  const list = folders.data ?? [];

  async function submit(event: FormEvent) {
    event.preventDefault();
    const folder = list.find((one) => one.id === chosen);
    if (!folder) {
      setProblem('Choose a folder');
      return;
    }
    if (note.trim().length > RESDEX_FOLDER_NOTE_MAX) {
      setProblem(`Use at most ${RESDEX_FOLDER_NOTE_MAX} characters`);
      return;
    }
    setProblem(null);
    setFailure(null);
    setBusy(true);
    try {
      await putFolderCandidate(folder.id, candidateId, note.trim() || undefined);
      void queryClient.invalidateQueries({ queryKey: folderQueryKeys.resdexFolders });
      toast({ tone: 'success', title: `Added ${candidateName} to "${folder.name}"` });
      onClose();
    } catch (error) {
      setFailure(
        isLoggedOut(error)
          ? 'Please log in again to add candidates to folders.'
          : errorText(error, 'Failed to add to the folder. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  }

  const ready = folders.status === 'success' && list.length > 0;
  return (
    <Modal
      open
      onClose={onClose}
      title={`Add ${candidateName} to a folder`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {ready ? (
            <Button type="submit" form={formId} loading={busy}>
              Add to folder
            </Button>
          ) : null}
        </>
      }
    >
      {folders.status === 'pending' ? (
        <div role="status" aria-busy="true" aria-label="Loading your folders">
          <Skeleton height={40} />
        </div>
      ) : folders.status === 'error' ? (
        <Failure role="alert">
          Error: {errorText(folders.error, 'Failed to load your folders')}
        </Failure>
      ) : list.length === 0 ? (
        <p>
          You have no folders yet. <Link to="/resdex-folders">Create a folder</Link> first.
        </p>
      ) : (
        <Form id={formId} noValidate onSubmit={submit}>
          <Select
            label="Folder"
            required
            value={chosen}
            error={problem === 'Choose a folder' ? problem : undefined}
            options={list.map((folder) => ({
              value: folder.id,
              label: `${folder.name} (${folder.count})`,
            }))}
            onChange={(event) => setFolderId(event.target.value)}
          />
          <TextArea
            label="Note (optional)"
            rows={3}
            maxLength={RESDEX_FOLDER_NOTE_MAX}
            hint="A note given replaces the candidate's note in this folder."
            error={problem && problem !== 'Choose a folder' ? problem : undefined}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          {failure ? <Failure role="alert">{failure}</Failure> : null}
        </Form>
      )}
    </Modal>
  );
}
