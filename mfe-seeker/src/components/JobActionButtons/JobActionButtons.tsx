import { Button } from '@rozgar/design-system';
import styled from 'styled-components';
import { isJobClosed, type Job } from '../../jobs/jobsApi';
import { useSeekerJobActions } from '../../jobs/useSeekerJobActions';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface JobActionButtonsProps {
  job: Pick<Job, 'id' | 'is_active' | 'expiry_date'>;
  /** id of the element naming the job (its title), read as the buttons' description. */
  describedBy?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** Apply Now / Applied (disabled for good once applied; closed jobs cannot be applied to). */
export function ApplyButton({ job, describedBy, size = 'md' }: JobActionButtonsProps) {
  const actions = useSeekerJobActions();
  const applied = actions.isApplied(job.id);
  const closed = !applied && isJobClosed(job);
  return (
    <Button
      size={size}
      disabled={applied || closed}
      loading={actions.pendingAction(job.id) === 'apply'}
      aria-describedby={describedBy}
      onClick={() => void actions.apply(job.id)}
    >
      {applied ? 'Applied' : closed ? 'Applications closed' : 'Apply Now'}
    </Button>
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
