import { Card } from '@rozgar/design-system';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobQuota } from '../../jobs/jobLifeApi';

const Line = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Full = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

/**
 * The posting quota on Post a Job, before anything is typed
 * (docs/product/recruiter-jobs-and-responses.md#posting-quota): "3 of 10 job postings left"; with
 * none left, why the form is not offered and where to go.
 */
export function PostingQuota({ quota }: { quota: JobQuota }) {
  if (quota.left > 0)
    return (
      <Line>
        {quota.left} of {quota.job_limit} job postings left
      </Line>
    );
  return (
    <Full as="section" aria-labelledby="posting-quota-heading">
      <h2 id="posting-quota-heading">No job postings left</h2>
      <p>
        All {quota.job_limit} job postings of your plan are in use by open jobs. Close or let a job
        expire under My jobs to free one, or see your plan on{' '}
        <Link to="/quota-usage">Quota usage</Link>.
      </p>
    </Full>
  );
}
