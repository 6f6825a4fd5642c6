import { EmptyState, isLoggedOut, QueryState } from '@rozgar/design-system';
import { formatDate } from '@rozgar/design-system/format';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ApplicationCard } from '../ApplicationCard/ApplicationCard';
import { JobStateBadge } from '../JobStateBadge/JobStateBadge';
import { jobApplicationsQuery } from '../../data/queries';
import { type RecruiterJob } from '../../jobs/recruiterJobsApi';

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-size: inherit;
  }
`;

const Header = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  width: 100%;
  padding: ${({ theme }) => theme.space[4]};
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
  .title {
    flex: 1 1 240px;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  .meta {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .chevron {
    transition: transform 0.15s;
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0 ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[4]};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const plural = (count: number) => `${count} ${count === 1 ? 'application' : 'applications'}`;

/** One of the recruiter's jobs as a disclosure: opening it loads and shows its applicants. */
export function JobAccordion({ job, onLoggedOut }: { job: RecruiterJob; onLoggedOut: () => void }) {
  const [open, setOpen] = useState(false);
  /** The applicants are asked for on the first opening, not before. */
  const [wanted, setWanted] = useState(false);
  const applicants = useQuery({ ...jobApplicationsQuery(job.id), enabled: wanted });
  const failed = applicants.status === 'error' && !applicants.isFetching;
  const headerId = `job-${job.id}-header`;
  const panelId = `job-${job.id}-panel`;

  useEffect(() => {
    if (failed && isLoggedOut(applicants.error)) onLoggedOut();
  }, [failed, applicants.error, onLoggedOut]);

  const count = applicants.data ? applicants.data.applications.length : job.applications;

  function toggle() {
    const opening = !open;
    setOpen(opening);
    if (!opening) return;
    // Loaded on the first opening; a failed load is tried again on the next one.
    if (!wanted) setWanted(true);
    else if (failed) void applicants.refetch();
  }

  return (
    <Item>
      <h2>
        <Header
          type="button"
          id={headerId}
          data-accordion-header=""
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span className="title">{job.job_title || 'Unknown Job'}</span>
          <span className="meta">
            {[job.company || 'Unknown Company', job.location].filter(Boolean).join(' · ')}
          </span>
          <span className="meta">Posted {formatDate(job.created_at)}</span>
          <span className="meta">{plural(count)}</span>
          <JobStateBadge job={job} />
          <span className="chevron" aria-hidden="true">
            ▾
          </span>
        </Header>
      </h2>
      <Panel id={panelId} role="region" aria-labelledby={headerId} hidden={!open}>
        {open ? (
          <QueryState
            query={applicants}
            loading={<p aria-busy="true">Loading...</p>}
            errorFallback={`Failed to fetch applications for job ${job.id}`}
            renderError={({ message }) => <p role="alert">Error: {message}</p>}
            isEmpty={(data) => data.applications.length === 0}
            empty={
              <EmptyState
                headingLevel={3}
                title="No applications yet"
                description="Applicants to this job will show here."
              />
            }
          >
            {(data) => (
              <List aria-label={`Applicants to ${job.job_title}`}>
                {data.applications.map((application) => (
                  <li key={application.id}>
                    <ApplicationCard application={application} />
                  </li>
                ))}
              </List>
            )}
          </QueryState>
        ) : null}
      </Panel>
    </Item>
  );
}
