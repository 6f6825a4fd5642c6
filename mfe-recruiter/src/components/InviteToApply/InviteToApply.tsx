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
import { CANDIDATE_INVITE_MESSAGE_MAX } from '@rozgar/contracts/vocabularies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { recruiterJobsInQuery, recruiterQueryKeys } from '../../data/queries';
import { inviteCandidate } from '../../resdex/invitesApi';

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

export interface InviteToApplyProps {
  /** The candidate's user id and name (the dialog's title and the toast name them). */
  candidateId: string;
  candidateName: string;
  /** The id of the element naming the candidate (a card's heading), read with the button. */
  describedBy?: string;
  size?: 'sm' | 'md';
}

/**
 * "Invite to apply" for one candidate (docs/product/recruiter-tools-and-workspace.md#invite-to-apply):
 * a dialog choosing one of the account's open jobs, with an optional message; the candidate gets
 * an e-mail with the job, and the invite counts against the plan's candidate invites. The
 * server's refusal (already invited, quota used up…) shows in its words.
 */
export function InviteToApply({
  candidateId,
  candidateName,
  describedBy,
  size = 'sm',
}: InviteToApplyProps) {
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
        Invite to apply
      </Button>
      {open ? (
        <InviteDialog
          candidateId={candidateId}
          candidateName={candidateName}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function InviteDialog({
  candidateId,
  candidateName,
  onClose,
}: {
  candidateId: string;
  candidateName: string;
  onClose: () => void;
}) {
  const formId = useId();
  const jobs = useQuery(recruiterJobsInQuery('active'));
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [jobId, setJobId] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = jobs.data?.jobs ?? [];
  const chosen = jobId || list[0]?.id || '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const job = list.find((one) => one.id === chosen);
    if (!job) {
      setProblem('Choose a job');
      return;
    }
    if (message.trim().length > CANDIDATE_INVITE_MESSAGE_MAX) {
      setProblem(`Use at most ${CANDIDATE_INVITE_MESSAGE_MAX} characters`);
      return;
    }
    setProblem(null);
    setFailure(null);
    setBusy(true);
    try {
      await inviteCandidate({
        job_id: job.id,
        user_id: candidateId,
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      void queryClient.invalidateQueries({ queryKey: recruiterQueryKeys.quotaUsage });
      toast({ tone: 'success', title: `Invited ${candidateName} to apply for ${job.job_title}` });
      onClose();
    } catch (error) {
      setFailure(
        isLoggedOut(error)
          ? 'Please log in again to invite candidates.'
          : errorText(error, 'Failed to send the invitation. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  }

  const ready = jobs.status === 'success' && list.length > 0;
  return (
    <Modal
      open
      onClose={onClose}
      title={`Invite ${candidateName} to apply`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {ready ? (
            <Button type="submit" form={formId} loading={busy}>
              Send invitation
            </Button>
          ) : null}
        </>
      }
    >
      {jobs.status === 'pending' ? (
        <div role="status" aria-busy="true" aria-label="Loading your open jobs">
          <Skeleton height={40} />
        </div>
      ) : jobs.status === 'error' ? (
        <Failure role="alert">Error: {errorText(jobs.error, 'Failed to load your jobs')}</Failure>
      ) : list.length === 0 ? (
        <p>
          You have no open jobs. <Link to="/job-postings-section">Post a job</Link> first.
        </p>
      ) : (
        <Form id={formId} noValidate onSubmit={submit}>
          <Select
            label="Job"
            required
            value={chosen}
            error={problem === 'Choose a job' ? problem : undefined}
            options={list.map((job) => ({
              value: job.id,
              label: `${job.job_title} · ${job.location}`,
            }))}
            onChange={(event) => setJobId(event.target.value)}
          />
          <TextArea
            label="Message (optional)"
            rows={4}
            maxLength={CANDIDATE_INVITE_MESSAGE_MAX}
            hint="Sent to the candidate with the job's details and a link to apply."
            error={problem && problem !== 'Choose a job' ? problem : undefined}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
          {failure ? <Failure role="alert">{failure}</Failure> : null}
        </Form>
      )}
    </Modal>
  );
}
