import { formatDate } from '@rozgar/design-system/format';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { JobAnalyticsJob, JobAnalyticsRange } from '../../analytics/jobAnalyticsApi';
import { rateText, statusesText } from '../../analytics/analyticsText';
import { JobStateBadge } from '../JobStateBadge/JobStateBadge';

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  th[scope='row'] {
    font-weight: inherit;
    min-width: 10rem;
  }
  th[scope='row'] a {
    margin-right: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .number {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  td.statuses {
    min-width: 9rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export interface JobAnalyticsTableProps {
  jobs: JobAnalyticsJob[];
  range: JobAnalyticsRange;
}

/**
 * Each of the recruiter's jobs with its figures for the period
 * (docs/product/recruiter-tools-and-workspace.md#job-analytics); a title shows that job's days.
 */
export function JobAnalyticsTable({ jobs, range }: JobAnalyticsTableProps) {
  return (
    <Scroll tabIndex={0} role="region" aria-labelledby="job-analytics-table-caption">
      <Table>
        <caption id="job-analytics-table-caption">Your jobs in the last {range} days</caption>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Posted on</th>
            <th scope="col" className="number">
              Views
            </th>
            <th scope="col" className="number">
              Applies
            </th>
            <th scope="col" className="number">
              Apply rate
            </th>
            <th scope="col">Applications by status</th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.job_id}>
              <th scope="row">
                <Link to={`/job-analytics?range=${range}&job=${job.job_id}`}>{job.job_title}</Link>
                <JobStateBadge job={job} />
              </th>
              <td>{formatDate(job.posted_at)}</td>
              <td className="number">{job.views}</td>
              <td className="number">{job.applies}</td>
              <td className="number">{rateText(job.apply_rate)}</td>
              <td className="statuses">{statusesText(job)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
