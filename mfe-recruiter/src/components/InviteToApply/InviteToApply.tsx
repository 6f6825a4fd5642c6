import { errorText, isLoggedOut, useToast } from '@rozgar/design-system';
import { CANDIDATE_INVITE_MESSAGE_MAX } from '@rozgar/contracts/vocabularies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { recruiterJobsInQuery, recruiterQueryKeys } from '../../data/queries';
import { inviteCandidate } from '../../resdex/invitesApi';
import {
  CandidateActionButton,
  CandidateActionDialog,
  type CandidateActionProps,
} from '../CandidateActionDialog/CandidateActionDialog';

export type InviteToApplyProps = CandidateActionProps;

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
  size,
}: InviteToApplyProps) {
  return (
    <CandidateActionButton
      label="Invite to apply"
      describedBy={describedBy}
      size={size}
      dialog={(close) => (
        <InviteDialog candidateId={candidateId} candidateName={candidateName} onClose={close} />
      )}
    />
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
  const jobs = useQuery({ ...recruiterJobsInQuery('active'), select: (data) => data.jobs });
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return (
    <CandidateActionDialog
      title={`Invite ${candidateName} to apply`}
      submitLabel="Send invitation"
      choices={jobs}
      loadingLabel="Loading your open jobs"
      loadFailed="Failed to load your jobs"
      empty={
        <>
          You have no open jobs. <Link to="/job-postings-section">Post a job</Link> first.
        </>
      }
      choiceLabel="Job"
      optionLabel={(job) => `${job.job_title} · ${job.location}`}
      text={{
        label: 'Message (optional)',
        rows: 4,
        max: CANDIDATE_INVITE_MESSAGE_MAX,
        hint: "Sent to the candidate with the job's details and a link to apply.",
      }}
      act={async (job, message) => {
        await inviteCandidate({
          job_id: job.id,
          user_id: candidateId,
          ...(message ? { message } : {}),
        });
        void queryClient.invalidateQueries({ queryKey: recruiterQueryKeys.quotaUsage });
        toast({ tone: 'success', title: `Invited ${candidateName} to apply for ${job.job_title}` });
      }}
      failureText={(error) =>
        isLoggedOut(error)
          ? 'Please log in again to invite candidates.'
          : errorText(error, 'Failed to send the invitation. Please try again.')
      }
      onClose={onClose}
    />
  );
}
