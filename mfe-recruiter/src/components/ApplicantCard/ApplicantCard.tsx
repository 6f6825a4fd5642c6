import { Button, Card, Checkbox, VisuallyHidden } from '@rozgar/design-system';
import { formatDate } from '@rozgar/design-system/format';
import styled from 'styled-components';
import { AddToFolder } from '../AddToFolder/AddToFolder';
import { ApplicantNotes } from '../ApplicantNotes/ApplicantNotes';
import { ApplicantScreening } from '../ApplicantScreening/ApplicantScreening';
import { applicantName, type PipelineApplicant } from '../../jobs/pipelineApi';
import { ApplicationStatusSelect } from '../ApplicationStatusSelect/ApplicationStatusSelect';
import { experienceText, NOT_GIVEN } from '../../resdex/candidateText';

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

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[2]};
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

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

/** "Senior Engineer at Infosys", either half alone, or null. */
function currentJob({ current_company, current_role }: PipelineApplicant['applicant']) {
  if (current_role && current_company) return `${current_role} at ${current_company}`;
  return current_role || current_company || null;
}

export interface ApplicantCardProps {
  applicant: PipelineApplicant;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Opens the resume in the page (docs/product/recruiter-jobs-and-responses.md#manage-responses). */
  onViewResume: () => void;
}

/**
 * One applicant to a job as Manage Responses shows it: applied date, contact, where they work now,
 * experience, expected salary and notice period when the profile has them, the skill match with
 * the job, the resume (viewed in the page or downloaded), "Add to folder" (a Resdex folder), a box
 * to select them for a bulk status change, and their status. Choosing a status only picks it; Update saves it, a toast says so, and
 * every view of the job's applicants is asked again (the counts changed).
 */
export function ApplicantCard({ applicant, selected, onSelect, onViewResume }: ApplicantCardProps) {
  const details = applicant.applicant;
  const name = applicantName(applicant);
  const headingId = `applicant-${applicant.id}-name`;
  const now = currentJob(details);
  const match = applicant.skill_match;

  return (
    <Article forwardedAs="article" aria-labelledby={headingId}>
      <div>
        <Head>
          <h3 id={headingId}>{name}</h3>
          <Checkbox
            label={
              <>
                Select<VisuallyHidden> {name}</VisuallyHidden>
              </>
            }
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
          />
        </Head>
        <Facts>
          <dt>Applied</dt>
          <dd>{formatDate(applicant.applied_at)}</dd>
          <dt>E-mail</dt>
          <dd>
            {details.email ? <a href={`mailto:${details.email}`}>{details.email}</a> : NOT_GIVEN}
          </dd>
          <dt>Phone</dt>
          <dd>
            {details.phone ? <a href={`tel:${details.phone}`}>{details.phone}</a> : NOT_GIVEN}
          </dd>
          <dt>Location</dt>
          <dd>{details.location || NOT_GIVEN}</dd>
          <dt>Current</dt>
          <dd>{now ?? NOT_GIVEN}</dd>
          <dt>Experience</dt>
          <dd>{experienceText(details.experience)}</dd>
          {details.expected_salary !== null ? (
            <>
              <dt>Expected salary</dt>
              <dd>{details.expected_salary} Lac a year</dd>
            </>
          ) : null}
          {details.notice_period ? (
            <>
              <dt>Notice period</dt>
              <dd>{details.notice_period}</dd>
            </>
          ) : null}
          <dt>Education</dt>
          <dd>{details.education || NOT_GIVEN}</dd>
          <dt>Skills</dt>
          <dd>{details.skills.length ? details.skills.join(', ') : NOT_GIVEN}</dd>
          <dt>Skill match</dt>
          <dd>
            {match.matched.length + match.missing.length === 0
              ? 'The job lists no skills'
              : `${match.score}% (${match.matched.length} of ${
                  match.matched.length + match.missing.length
                } job skills${match.matched.length ? `: ${match.matched.join(', ')}` : ''})`}
          </dd>
        </Facts>
      </div>
      <Side>
        <ApplicationStatusSelect
          id={`applicant-${applicant.id}-status`}
          jobId={applicant.job_id}
          userId={applicant.user_id}
          name={name}
          status={applicant.status}
        />
        {applicant.resume ? (
          <div>
            <Button type="button" variant="secondary" onClick={onViewResume}>
              View resume<VisuallyHidden> of {name}</VisuallyHidden>
            </Button>{' '}
            <a href={applicant.resume.link} download>
              Download resume<VisuallyHidden> of {name}</VisuallyHidden>
            </a>
          </div>
        ) : (
          <p>No resume on file</p>
        )}
        <div>
          <AddToFolder
            candidateId={applicant.user_id}
            candidateName={name}
            describedBy={headingId}
          />
        </div>
      </Side>
      <ApplicantScreening applicant={applicant} />
      <ApplicantNotes applicant={applicant} />
    </Article>
  );
}
