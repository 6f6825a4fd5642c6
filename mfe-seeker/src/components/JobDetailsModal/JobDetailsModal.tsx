import { Button, Modal } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Job } from '../../jobs/jobsApi';
import { useRecordJobView } from '../../jobs/useRecordJobView';
import { JobActionButtons } from '../JobActionButtons/JobActionButtons';
import { JobDetailsContent } from '../JobDetailsContent/JobDetailsContent';
import { JobFacts } from '../JobFacts/JobFacts';
import { SkillMatch } from '../SkillMatch/SkillMatch';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export interface JobDetailsModalProps {
  /** The job shown; null keeps the modal closed. */
  job: Job | null;
  onClose: () => void;
}

/**
 * A job's details over the list (design-system Modal: focus moves in, stays in and returns to the
 * card), with Apply / Save and a link to the full page, which receives the job in navigation state.
 * Opening it counts a view of the job for its recruiter's analytics.
 */
export function JobDetailsModal({ job, onClose }: JobDetailsModalProps) {
  useRecordJobView(job?.id);
  return (
    <Modal
      open={job !== null}
      onClose={onClose}
      size="lg"
      title={job?.job_title ?? ''}
      description={job?.company ?? undefined}
      footer={
        job && (
          <>
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
            <Button
              as={Link}
              variant="secondary"
              to={`/job-details/${encodeURIComponent(job.id)}`}
              state={{ job }}
            >
              View full details
            </Button>
          </>
        )
      }
    >
      {job && (
        <Stack>
          <JobFacts job={job} />
          <JobActionButtons job={job} />
          <SkillMatch match={job.skill_match} />
          <JobDetailsContent job={job} headingLevel={3} />
        </Stack>
      )}
    </Modal>
  );
}
