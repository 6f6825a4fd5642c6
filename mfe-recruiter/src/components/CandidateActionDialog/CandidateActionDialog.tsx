import { Button, errorText, Modal, Select, Skeleton, TextArea } from '@rozgar/design-system';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';

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

export interface CandidateActionDialogProps<T extends { id: string }> {
  title: string;
  /** The submit button's text ("Add to folder", "Send invitation"). */
  submitLabel: string;
  /** The recruiter's things to choose from (folders, open jobs). */
  choices: UseQueryResult<T[]>;
  /** Read while the choices load ("Loading your folders"), and the failure's fallback text. */
  loadingLabel: string;
  loadFailed: string;
  /** Shown when there is nothing to choose from, with the way to make one. */
  empty: ReactNode;
  /** The select's label ("Folder") and each choice's text. */
  choiceLabel: string;
  optionLabel: (choice: T) => string;
  /** The optional text sent along (a note, a message). */
  text: { label: string; rows: number; max: number; hint: string };
  /** Does the action with the choice and the trimmed text (undefined when blank). */
  act: (choice: T, text: string | undefined) => Promise<void>;
  /** The failure in words (the server's text, or the page's fallback). */
  failureText: (error: unknown) => string;
  onClose: () => void;
}

/**
 * A dialog doing one thing for one candidate (docs/product/recruiter-tools-and-workspace.md):
 * choose one of the recruiter's folders or open jobs, add an optional text, submit; the choices'
 * loading, failure and "none yet" states, the text's limit and the server's refusal in words.
 * "Add to folder" and "Invite to apply" use it.
 */
export function CandidateActionDialog<T extends { id: string }>({
  title,
  submitLabel,
  choices,
  loadingLabel,
  loadFailed,
  empty,
  choiceLabel,
  optionLabel,
  text,
  act,
  failureText,
  onClose,
}: CandidateActionDialogProps<T>) {
  const formId = useId();
  const [choiceId, setChoiceId] = useState('');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<{ field: 'choice' | 'text'; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = choices.data ?? [];
  const chosen = choiceId || list[0]?.id || '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const choice = list.find((one) => one.id === chosen);
    if (!choice) {
      setProblem({ field: 'choice', text: `Choose a ${choiceLabel.toLowerCase()}` });
      return;
    }
    if (value.trim().length > text.max) {
      setProblem({ field: 'text', text: `Use at most ${text.max} characters` });
      return;
    }
    setProblem(null);
    setFailure(null);
    setBusy(true);
    try {
      await act(choice, value.trim() || undefined);
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }

  const ready = choices.status === 'success' && list.length > 0;
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {ready ? (
            <Button type="submit" form={formId} loading={busy}>
              {submitLabel}
            </Button>
          ) : null}
        </>
      }
    >
      {choices.status === 'pending' ? (
        <div role="status" aria-busy="true" aria-label={loadingLabel}>
          <Skeleton height={40} />
        </div>
      ) : choices.status === 'error' ? (
        <Failure role="alert">Error: {errorText(choices.error, loadFailed)}</Failure>
      ) : list.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <Form id={formId} noValidate onSubmit={submit}>
          <Select
            label={choiceLabel}
            required
            value={chosen}
            error={problem?.field === 'choice' ? problem.text : undefined}
            options={list.map((choice) => ({ value: choice.id, label: optionLabel(choice) }))}
            onChange={(event) => setChoiceId(event.target.value)}
          />
          <TextArea
            label={text.label}
            rows={text.rows}
            maxLength={text.max}
            hint={text.hint}
            error={problem?.field === 'text' ? problem.text : undefined}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          {failure ? <Failure role="alert">{failure}</Failure> : null}
        </Form>
      )}
    </Modal>
  );
}

/** What a candidate action's button takes (Add to folder, Invite to apply). */
export interface CandidateActionProps {
  /** The candidate's user id and name (the dialog's title and the toast name them). */
  candidateId: string;
  candidateName: string;
  /** The id of the element naming the candidate (a card's heading), read with the button. */
  describedBy?: string;
  size?: 'sm' | 'md';
}

/** The button opening a candidate action's dialog; `dialog` renders it with its close function. */
export function CandidateActionButton({
  label,
  describedBy,
  size = 'sm',
  dialog,
}: {
  label: string;
  describedBy?: string;
  size?: 'sm' | 'md';
  dialog: (close: () => void) => ReactNode;
}) {
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
        {label}
      </Button>
      {open ? dialog(() => setOpen(false)) : null}
    </>
  );
}
