import { Button, httpStatus, serverErrorText, useSession, useToast } from '@rozgar/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { profileQuery } from '../../data/queries';
import {
  markReadinessAsked,
  readinessAsked,
  readinessOf,
  type ApplyReadiness,
} from '../../jobs/applyReadiness';
import { isJobClosed, type Job } from '../../jobs/jobsApi';
import { fetchJobQuestions, type JobQuestions } from '../../jobs/seekerJobsApi';
import { JOB_ACTION_TEXT, useSeekerJobActions } from '../../jobs/useSeekerJobActions';
import { ApplyDialog } from '../ApplyDialog/ApplyDialog';
import { ApplyReadinessDialog } from '../ApplyReadinessDialog/ApplyReadinessDialog';

/**
 * Applied: a status, not an action, yet still focusable (aria-disabled, not disabled), so focus
 * stays on it after Apply instead of dropping to the page; success colours at ≥ 4.5:1 instead of
 * the faded look of an unavailable button (docs/product/jobs-search-and-details.md#apply-and-save).
 */
const AppliedButton = styled(Button)`
  &&[data-applied] {
    opacity: 1;
    cursor: default;
    background: ${({ theme }) => theme.color.successSoft};
    border-color: ${({ theme }) => theme.color.success};
    color: ${({ theme }) => theme.color.success};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface JobActionButtonsProps {
  job: Pick<Job, 'id' | 'is_active' | 'expiry_date'> & { job_title?: string | null };
  /** id of the element naming the job (its title), read as the buttons' description. */
  describedBy?: string;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * Apply Now / Applied (a focusable status once applied; closed jobs cannot be applied to). A
 * logged-in seeker's Apply first asks for the job's pre-screening questions: none, and the
 * application goes at once; some, and the apply dialog asks them
 * (docs/product/recruiter-tools-and-workspace.md#pre-screening).
 */
export function ApplyButton({ job, describedBy, size = 'md' }: JobActionButtonsProps) {
  const actions = useSeekerJobActions();
  const { toast } = useToast();
  const [asking, setAsking] = useState(false);
  const [questions, setQuestions] = useState<JobQuestions['questions'] | null>(null);
  const [readiness, setReadiness] = useState<ApplyReadiness | null>(null);
  const queryClient = useQueryClient();
  const applied = actions.isApplied(job.id);
  const closed = !applied && isJobClosed(job);

  /**
   * The first Apply of a browser session without a resume or with a profile under 40 % asks
   * whether to add them first (docs/product/notifications-and-alerts.md#apply-readiness); a
   * profile that cannot be read asks nothing.
   */
  async function readinessToAsk(): Promise<ApplyReadiness | null> {
    if (readinessAsked() || useSession.getState().user?.role !== 'Job Seeker') return null;
    try {
      return readinessOf(await queryClient.fetchQuery(profileQuery()));
    } catch {
      return null;
    }
  }

  async function onApply() {
    if (useSession.getState().status !== 'authenticated') {
      // Logged out (or not known yet): the action says so, or finds the session.
      await actions.apply(job.id);
      return;
    }
    setAsking(true);
    const missing = await readinessToAsk();
    if (missing) {
      markReadinessAsked();
      setAsking(false);
      setReadiness(missing);
      return;
    }
    await continueApply();
  }

  async function continueApply() {
    setAsking(true);
    try {
      const { questions } = await fetchJobQuestions(job.id);
      if (questions.length) setQuestions(questions);
      else await actions.apply(job.id);
    } catch (error) {
      const status = httpStatus(error);
      // The session ended, or not a seeker: applying gives the words for it.
      if (status === 401 || status === 403) await actions.apply(job.id);
      else
        toast({
          tone: 'error',
          title: JOB_ACTION_TEXT.applyFailed,
          description: serverErrorText(error) || undefined,
        });
    } finally {
      setAsking(false);
    }
  }

  const loading = asking || actions.pendingAction(job.id) === 'apply';
  return (
    <>
      {/* One element whatever the state, so the focus Apply had stays on Applied. */}
      <AppliedButton
        size={size}
        disabled={closed}
        aria-disabled={applied || undefined}
        data-applied={applied ? '' : undefined}
        loading={loading}
        aria-describedby={describedBy}
        onClick={() => void onApply()}
      >
        {applied ? (
          <>
            <span aria-hidden="true">✓</span>Applied
          </>
        ) : closed ? (
          'Applications closed'
        ) : (
          'Apply Now'
        )}
      </AppliedButton>
      <ApplyReadinessDialog
        readiness={readiness}
        jobTitle={job.job_title ?? undefined}
        onClose={() => setReadiness(null)}
        onApplyAnyway={() => {
          setReadiness(null);
          void continueApply();
        }}
      />
      {questions ? (
        <ApplyDialog
          open
          jobTitle={job.job_title ?? undefined}
          questions={questions}
          onApply={(answers, onRefused) => actions.apply(job.id, answers, { onRefused })}
          onClose={() => setQuestions(null)}
        />
      ) : null}
    </>
  );
}

/**
 * Apply Now / Applied and Save Job / Saved for one job
 * (docs/product/jobs-search-and-details.md#apply-and-save): Applied is disabled for good;
 * Save toggles. The state is shared, so a card, the modal and the details page always agree.
 */
export function JobActionButtons({ job, describedBy, size = 'md' }: JobActionButtonsProps) {
  const actions = useSeekerJobActions();
  const pending = actions.pendingAction(job.id);
  return (
    <Row>
      <ApplyButton job={job} describedBy={describedBy} size={size} />
      <Button
        size={size}
        variant="secondary"
        loading={pending === 'save' || pending === 'unsave'}
        aria-describedby={describedBy}
        onClick={() => void actions.toggleSave(job.id)}
      >
        {actions.isSaved(job.id) ? 'Saved' : 'Save Job'}
      </Button>
    </Row>
  );
}
