import { Card, Select, useToast, VisuallyHidden } from '@rozgar/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { errorText, isLoggedOut } from '../../jobs/errorText';
import {
  APPLICATION_STATUSES,
  updateApplicationStatus,
  type ApplicationStatus,
  type JobApplication,
} from '../../jobs/recruiterJobsApi';

const Article = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 220px;
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

const NOT_GIVEN = 'Not provided';

/** Experience as the BFF gives it: years as a number ("3 years"), or a text as it is. */
const experienceText = (experience: string | number | null | undefined) => {
  if (experience === null || experience === undefined || experience === '') return NOT_GIVEN;
  if (typeof experience === 'number') return `${experience} ${experience === 1 ? 'year' : 'years'}`;
  return experience;
};

const statusLabel = (status: ApplicationStatus) =>
  APPLICATION_STATUSES.find((option) => option.value === status)?.label ?? status;

export interface ApplicationCardProps {
  application: JobApplication;
  /** Called with the application as the server saved it. */
  onSaved?: (application: JobApplication) => void;
}

/**
 * One applicant to a job (spec 02 §2 "Applications"): name, e-mail, education, skills,
 * experience, the resume to download, and a status select that saves at once — and goes back to
 * the previous value, with the reason, when the server refuses.
 */
export function ApplicationCard({ application, onSaved }: ApplicationCardProps) {
  const { toast } = useToast();
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const [saving, setSaving] = useState(false);
  const details = application.user_details;
  const name = details.full_name || details.email || 'Unknown Candidate';
  const headingId = `application-${application.id}-name`;

  async function change(next: ApplicationStatus) {
    const previous = status;
    setStatus(next);
    setSaving(true);
    try {
      const saved = await updateApplicationStatus(application.job_id, application.user_id, next);
      setStatus(saved.status);
      onSaved?.(saved);
      toast({
        tone: 'success',
        title: `Status of ${name} set to ${statusLabel(saved.status)}`,
      });
    } catch (error) {
      setStatus(previous);
      toast({
        tone: 'error',
        title: isLoggedOut(error)
          ? 'Please log in to update status.'
          : errorText(error, 'Failed to update status'),
      });
    } finally {
      setSaving(false);
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
          <dd>{details.skills?.length ? details.skills.join(', ') : NOT_GIVEN}</dd>
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
      <Select
        id={`application-${application.id}-status`}
        label={
          <>
            Status<VisuallyHidden> of {name}</VisuallyHidden>
          </>
        }
        options={APPLICATION_STATUSES}
        value={status}
        aria-busy={saving || undefined}
        onChange={(event) => void change(event.target.value as ApplicationStatus)}
      />
    </Article>
  );
}
