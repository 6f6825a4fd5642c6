import {
  Button,
  errorText,
  isLoggedOut,
  TagList,
  TextArea,
  TextField,
  useToast,
  VisuallyHidden,
} from '@rozgar/design-system';
import { PIPELINE_LIMITS } from '@rozgar/contracts/vocabularies';
import { formatDate } from '@rozgar/design-system/format';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { pipelineQueryKeys } from '../../data/pipelineQueries';
import { addNote, applicantName, saveTags, type PipelineApplicant } from '../../jobs/pipelineApi';

const Details = styled.details`
  grid-column: 1 / -1;
  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    padding-top: ${({ theme }) => theme.space[3]};
  }
  h4 {
    margin: 0;
    font-size: inherit;
  }
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

const Tag = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  button {
    min-width: 24px;
    min-height: 24px;
    border: 0;
    background: none;
    color: inherit;
    cursor: pointer;
  }
`;

const Notes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * The recruiter account's own notes and tags on an applicant (never shown to the seeker;
 * docs/product/recruiter-jobs-and-responses.md#manage-responses): tags added and removed one by
 * one (the whole set is saved), notes added; after each write the job's applicants are asked again.
 */
export function ApplicantNotes({ applicant }: { applicant: PipelineApplicant }) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const name = applicantName(applicant);
  const [tag, setTag] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  async function write(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: pipelineQueryKeys.job(applicant.job_id) });
      toast({ tone: 'success', title: done });
      return true;
    } catch (error) {
      toast({
        tone: 'error',
        title: isLoggedOut(error)
          ? 'Please log in to continue.'
          : errorText(error, 'Failed to save'),
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const tagsNow = (tags: string[]) => saveTags(applicant.job_id, applicant.user_id, tags);

  async function onAddTag(event: FormEvent) {
    event.preventDefault();
    const text = tag.trim();
    if (!text) return;
    if (await write(() => tagsNow([...applicant.tags, text]), `Tag ${text} added to ${name}`))
      setTag('');
  }

  async function onAddNote(event: FormEvent) {
    event.preventDefault();
    if (!note.trim()) return;
    if (
      await write(
        () => addNote(applicant.job_id, applicant.user_id, note.trim()),
        `Note kept on ${name}`,
      )
    )
      setNote('');
  }

  const count = applicant.notes.length + applicant.tags.length;
  return (
    <Details>
      <summary>
        Notes and tags ({count})<VisuallyHidden> on {name}</VisuallyHidden>
      </summary>
      <div>
        <p>Only your account sees these.</p>
        <h4>Tags</h4>
        {applicant.tags.length ? (
          <TagList aria-label={`Tags on ${name}`}>
            {applicant.tags.map((one) => (
              <Tag key={one}>
                {one}
                <button
                  type="button"
                  aria-label={`Remove tag ${one} from ${name}`}
                  disabled={busy}
                  onClick={() =>
                    void write(
                      () => tagsNow(applicant.tags.filter((other) => other !== one)),
                      `Tag ${one} removed from ${name}`,
                    )
                  }
                >
                  ×
                </button>
              </Tag>
            ))}
          </TagList>
        ) : (
          <p>No tags yet</p>
        )}
        {applicant.tags.length < PIPELINE_LIMITS.tags ? (
          <Row onSubmit={(event) => void onAddTag(event)}>
            <TextField
              label={
                <>
                  New tag<VisuallyHidden> for {name}</VisuallyHidden>
                </>
              }
              maxLength={PIPELINE_LIMITS.tag}
              value={tag}
              onChange={(event) => setTag(event.target.value)}
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              Add tag
            </Button>
          </Row>
        ) : null}
        <h4>Notes</h4>
        {applicant.notes.length ? (
          <Notes aria-label={`Notes on ${name}`}>
            {applicant.notes.map((one) => (
              <li key={one.id}>
                <p>{one.text}</p>
                <small>{[one.author, formatDate(one.at)].filter(Boolean).join(' · ')}</small>
              </li>
            ))}
          </Notes>
        ) : (
          <p>No notes yet</p>
        )}
        <Row onSubmit={(event) => void onAddNote(event)}>
          <TextArea
            label={
              <>
                New note<VisuallyHidden> on {name}</VisuallyHidden>
              </>
            }
            maxLength={PIPELINE_LIMITS.note}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            Keep note
          </Button>
        </Row>
      </div>
    </Details>
  );
}
