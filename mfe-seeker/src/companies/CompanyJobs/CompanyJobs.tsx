import { EmptyState, QueryState, Skeleton } from '@rozgar/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { JobActionButtons } from '../../components/JobActionButtons/JobActionButtons';
import { JobCard } from '../../components/JobCard/JobCard';
import { JobDetailsModal } from '../../components/JobDetailsModal/JobDetailsModal';
import { errorText } from '../../jobs/errorText';
import type { Job } from '../../jobs/jobsApi';
import { companyJobsQuery } from '../companyQueries';
import { Pagination } from '../Pagination/Pagination';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A job card's height, for the skeletons. */
const JOB_CARD_HEIGHT = 160;

export interface CompanyJobsProps {
  companyId: string;
  companyName: string;
  /** The jobs' page, from the page's URL. */
  page: number;
  /** The URL of another page of jobs. */
  hrefFor: (page: number) => string;
}

/**
 * A company's open jobs (docs/product/companies.md#company-page), as `/jobs` shows them: the same
 * cards, opened in the same details dialog, with Apply and Save working the same way.
 */
export function CompanyJobs({ companyId, companyName, page, hrefFor }: CompanyJobsProps) {
  const jobs = useQuery(companyJobsQuery(companyId, page));
  const [openJob, setOpenJob] = useState<Job | null>(null);
  return (
    <Section aria-labelledby="company-jobs-heading">
      <h2 id="company-jobs-heading">Open jobs at {companyName}</h2>
      <QueryState
        query={jobs}
        loading={
          <List role="status" aria-busy="true" aria-label="Loading jobs">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={JOB_CARD_HEIGHT} />
            ))}
          </List>
        }
        errorFallback={errorText}
        errorTitle={(message) => `Error: ${message}`}
        isEmpty={(data) => data.jobs.length === 0}
        empty={
          <EmptyState
            title="No open jobs right now"
            description={`${companyName} has no open jobs on Rozgar at the moment.`}
            headingLevel={3}
          />
        }
      >
        {(data) => (
          <>
            <List>
              {data.jobs.map((job) => (
                <JobCard
                  key={job.id}
                  job={job}
                  onOpen={setOpenJob}
                  linkCompany={false}
                  actions={<JobActionButtons job={job} describedBy={`job-${job.id}-title`} />}
                />
              ))}
            </List>
            <Pagination
              page={data.page}
              pages={Math.ceil(data.total / data.pageSize)}
              hrefFor={hrefFor}
              label="Job pages"
            />
          </>
        )}
      </QueryState>
      <JobDetailsModal job={openJob} onClose={() => setOpenJob(null)} />
    </Section>
  );
}
