import { Button, errorText, Modal, TextArea } from '@rozgar/design-system';
import { RESDEX_FOLDER_NOTE_MAX } from '@rozgar/contracts/vocabularies';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Failure = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export interface FolderNoteDialogProps {
  candidateName: string;
  folderName: string;
  /** The note now (null: none). */
  note: string | null;
  onClose: () => void;
  /** Saves the note (null clears it); a rejection's text shows in the dialog. */
  onSave: (note: string | null) => Promise<void>;
}

/**
 * Edits a candidate's note in a Resdex folder (at most 500 characters; emptied, the note is
 * removed) (docs/product/recruiter-tools-and-workspace.md#resdex-folders).
 */
export function FolderNoteDialog({
  candidateName,
  folderName,
  note,
  onClose,
  onSave,
}: FolderNoteDialogProps) {
  const formId = useId();
  const [value, setValue] = useState(note ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim().length > RESDEX_FOLDER_NOTE_MAX) {
      setProblem(`Use at most ${RESDEX_FOLDER_NOTE_MAX} characters`);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onSave(value.trim() || null);
    } catch (error) {
      setProblem(errorText(error, 'Failed to save the note. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      title={`Note on ${candidateName}`}
      description={`In the folder "${folderName}". Leave it empty to remove the note.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Save note
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit}>
        <TextArea
          label="Note"
          rows={4}
          maxLength={RESDEX_FOLDER_NOTE_MAX}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        {problem ? <Failure role="alert">{problem}</Failure> : null}
      </form>
    </Modal>
  );
}
