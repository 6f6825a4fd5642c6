import styled from 'styled-components';
import { formatDate } from '@rozgar/design-system/format';
import type { RecruiterJob } from '../../jobs/recruiterJobsApi';

const Scroll = styled.div`
  overflow-x: auto;
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
  td.number,
  th.number {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * The dashboard's "Job Postings" table (docs/product/recruiter-jobs-and-responses.md
 * #recruiter-dashboard): recently posted jobs with their responses.
 */
export function JobPostingsTable({ jobs, createdBy }: { jobs: RecruiterJob[]; createdBy: string }) {
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
              <th scope="row">{job.job_title || 'Unknown Job'}</th>
              <td>{createdBy}</td>
              <td>{formatDate(job.updated_at || job.created_at)}</td>
              <td className="number">{job.applications}</td>
              <td className="number">{job.resumes}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
