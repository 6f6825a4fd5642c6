import { formatDate } from '@rozgar/design-system/format';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { RecruiterJob } from '../../jobs/recruiterJobsApi';
import { JobStateBadge } from '../JobStateBadge/JobStateBadge';

/**
 * The table scrolls sideways within the width it is given; its own width never widens the page
 * around it (no intrinsic inline size: the dashboard at 320 px, issue 17).
 */
const Scroll = styled.div`
  overflow-x: auto;
  contain: inline-size;
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
  }
  th[scope='row'] {
    font-weight: inherit;
  }
  th[scope='row'] a {
    margin-right: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The dashboard's "Job Postings" table (docs/product/recruiter-jobs-and-responses.md
 * #recruiter-dashboard): recently posted jobs with their responses. Each title opens the job as
 * seekers see it; a job no longer open says so ("Closed" or "Expired", issue 14). Views count once
 * per viewer per day (docs/product/recruiter-tools-and-workspace.md#job-analytics). "Created by" is
 * the account member who posted the job: the admin or a sub-user
 * (docs/product/recruiter-tools-and-workspace.md#sub-users).
 */
export function JobPostingsTable({ jobs }: { jobs: RecruiterJob[] }) {
  return (
    <Scroll>
      <Table>
        <caption>Your most recently posted jobs</caption>
        <thead>
          <tr>
            <th scope="col">Job title</th>
            <th scope="col">Created by</th>
            <th scope="col">Modified on</th>
            <th scope="col" className="number">
              Views
            </th>
            <th scope="col" className="number">
              Applies
            </th>
            <th scope="col" className="number">
              CV received
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => (
            <tr key={job.id}>
              <th scope="row">
                <Link to={`/job-details/${job.id}`}>{job.job_title || 'Unknown Job'}</Link>
                <JobStateBadge job={job} />
              </th>
              <td>{job.created_by.name}</td>
              <td>{formatDate(job.updated_at || job.created_at)}</td>
              <td className="number">{job.views}</td>
              <td className="number">{job.applications}</td>
              <td className="number">{job.resumes}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
