import {
  Card,
  errorText,
  isLoggedOut,
  SelectWithApply,
  useToast,
  VisuallyHidden,
} from '@rozgar/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { recruiterQueryKeys } from '../../data/queries';
import { experienceText, NOT_GIVEN } from '../../resdex/candidateText';
import {
  APPLICATION_STATUSES,
  updateApplicationStatus,
  type ApplicationStatus,
  type JobApplication,
  type JobApplications,
} from '../../jobs/recruiterJobsApi';

const Article = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 264px;
    align-items: start;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const statusLabel = (status: ApplicationStatus) =>
  APPLICATION_STATUSES.find((option) => option.value === status)?.label ?? status;

export interface ApplicationCardProps {
  application: JobApplication;
  /** Called with the application as the server saved it. */
  onSaved?: (application: JobApplication) => void;
}

/**
 * One applicant to a job: name, e-mail, education, skills, experience, the resume to download, and
 * the application's status. Choosing a status only picks it (a closed select changes with every
 * arrow key, and the seeker would see each step); the Update button saves the choice, a toast says
 * so, and when the server refuses, the select goes back to the saved status and the toast gives
 * the reason.
 */
export function ApplicationCard({ application, onSaved }: ApplicationCardProps) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const details = application.user_details;
  const name = details.full_name || details.email || 'Unknown Candidate';
  const headingId = `application-${application.id}-name`;

  async function save(next: ApplicationStatus) {
    try {
      const saved = await updateApplicationStatus(application.job_id, application.user_id, next);
      setStatus(saved.status);
      // The job's cached applicants show the saved status (ADR 017: a write changes what it
      // affects); marked stale, so the next visit asks the server again.
      const key = recruiterQueryKeys.jobApplications(saved.job_id);
      queryClient.setQueryData<JobApplications>(key, (cached) =>
        cached
          ? {
              ...cached,
              applications: cached.applications.map((one) => (one.id === saved.id ? saved : one)),
            }
          : cached,
      );
      void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
      onSaved?.(saved);
      toast({
        tone: 'success',
        title: `Status of ${name} set to ${statusLabel(saved.status)}`,
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: isLoggedOut(error)
          ? 'Please log in to update status.'
          : errorText(error, 'Failed to update status'),
      });
    }
  }

  return (
    <Article forwardedAs="article" aria-labelledby={headingId}>
      <div>
        <h3 id={headingId}>{name}</h3>
        <Facts>
          <dt>E-mail</dt>
          <dd>
            {details.email ? <a href={`mailto:${details.email}`}>{details.email}</a> : NOT_GIVEN}
          </dd>
          <dt>Education</dt>
          <dd>{details.education || NOT_GIVEN}</dd>
          <dt>Skills</dt>
          <dd>{details.skills.length ? details.skills.join(', ') : NOT_GIVEN}</dd>
          <dt>Experience</dt>
          <dd>{experienceText(details.experience)}</dd>
          <dt>Resume</dt>
          <dd>
            {details.resume_link ? (
              <a href={details.resume_link} download>
                Download resume<VisuallyHidden> of {name}</VisuallyHidden>
              </a>
            ) : (
              'No resume on file'
            )}
          </dd>
        </Facts>
      </div>
      <SelectWithApply
        id={`application-${application.id}-status`}
        label={
          <>
            Status<VisuallyHidden> of {name}</VisuallyHidden>
          </>
        }
        options={APPLICATION_STATUSES}
        value={status}
        applyLabel={
          <>
            Update<VisuallyHidden> status of {name}</VisuallyHidden>
          </>
        }
        pendingHint="Not saved yet: press Update to save it."
        onApply={(next) => save(next as ApplicationStatus)}
      />
    </Article>
  );
}
