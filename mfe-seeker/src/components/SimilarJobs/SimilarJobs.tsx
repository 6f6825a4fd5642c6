import { Card, QueryState, Skeleton } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { similarJobsQuery } from '../../data/queries';
import { errorText } from '../../jobs/errorText';
import { formatExperience } from '../../jobs/jobDisplay';
import type { Job } from '../../jobs/jobsApi';
import { InlineLoadError } from '../InlineLoadError/InlineLoadError';
import { ResponsivenessBadge } from '../ResponsivenessBadge/ResponsivenessBadge';

const Section = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: 2px;
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
  &:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

function SimilarJob({ job }: { job: Job }) {
  const facts = [
    job.company,
    job.location,
    formatExperience(job.min_experience, job.max_experience),
  ]
    .filter((fact) => fact && fact !== 'Not specified')
    .join(' · ');
  return (
    <Item>
      <Link to={`/job-details/${encodeURIComponent(job.id)}`} state={{ job }}>
        {job.job_title}
      </Link>
      <span>{facts}</span>
      <ResponsivenessBadge days={job.responds_within_days} />
    </Item>
  );
}

/**
 * "Similar jobs" under a job's details (docs/product/jobs-search-and-details.md#job-details-page):
 * up to 6 other open jobs sharing its skills, role or title words, each a link to its page. A
 * placeholder while they load; nothing at all when there are none.
 */
export function SimilarJobs({ jobId }: { jobId: string }) {
  const query = useQuery(similarJobsQuery(jobId));
  if (query.isSuccess && query.data.length === 0) return null;
  return (
    <Section forwardedAs="section" aria-labelledby="similar-jobs-heading">
      <h2 id="similar-jobs-heading">Similar jobs</h2>
      <QueryState
        query={query}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading similar jobs">
            <Skeleton lines={3} height={18} />
          </div>
        }
        errorFallback={errorText}
        renderError={({ message, retry }) => <InlineLoadError message={message} retry={retry} />}
      >
        {(jobs) => (
          <List>
            {jobs.map((job) => (
              <SimilarJob key={job.id} job={job} />
            ))}
          </List>
        )}
      </QueryState>
    </Section>
  );
}
