import { Card } from '@rozgar/design-system';
import { formatDate } from '@rozgar/design-system/format';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { trackingQueryKeys } from '../../data/trackingQueries';
import { ApplicationStatusSelect } from '../ApplicationStatusSelect/ApplicationStatusSelect';
import { experienceText, NOT_GIVEN } from '../../resdex/candidateText';
import { trackedName, type TrackedApplication } from '../../tracking/trackingApi';

const Row = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) 264px;
    align-items: start;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
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

export interface TrackedApplicationRowProps {
  application: TrackedApplication;
}

/**
 * One application on /recruiter/application-tracking (docs/product/applications-and-tracking.md#recruiters):
 * who applied, to which job (linking to its Manage Responses), when, their experience and
 * location, and the status select of Manage Responses — Update saves it through the same route,
 * a toast says so (or what went wrong, in words), and both lists are asked again.
 */
export function TrackedApplicationRow({ application }: TrackedApplicationRowProps) {
  const queryClient = useQueryClient();
  const name = trackedName(application);
  const headingId = `application-${application.id}-name`;

  return (
    <Row forwardedAs="article" aria-labelledby={headingId}>
      <div>
        <h2 id={headingId}>{name}</h2>
        <Facts>
          <dt>Job</dt>
          <dd>
            <Link to={`/responses?job=${encodeURIComponent(application.job.id)}`}>
              {application.job.title}
            </Link>
          </dd>
          <dt>Applied</dt>
          <dd>{formatDate(application.applied_at)}</dd>
          <dt>Experience</dt>
          <dd>{experienceText(application.applicant.experience)}</dd>
          <dt>Location</dt>
          <dd>{application.applicant.location ?? NOT_GIVEN}</dd>
        </Facts>
      </div>
      <ApplicationStatusSelect
        id={`application-${application.id}-status`}
        jobId={application.job.id}
        userId={application.user_id}
        name={name}
        status={application.status}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: trackingQueryKeys.all })}
      />
    </Row>
  );
}
