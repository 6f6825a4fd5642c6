import { Badge, isLoggedOut, EmptyState, errorText } from '@rozgar/design-system';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ApplicationCard } from '../ApplicationCard/ApplicationCard';
import {
  fetchJobApplications,
  type JobApplication,
  type RecruiterJob,
} from '../../jobs/recruiterJobsApi';

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

type PanelState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; applications: JobApplication[] };

const plural = (count: number) => `${count} ${count === 1 ? 'application' : 'applications'}`;

/** One of the recruiter's jobs as a disclosure: opening it loads and shows its applicants. */
export function JobAccordion({ job, onLoggedOut }: { job: RecruiterJob; onLoggedOut: () => void }) {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState<PanelState>({ status: 'idle' });
  /** Bumped each time the applicants are wanted: on the first opening, and after a failure. */
  const [request, setRequest] = useState(0);
  const headerId = `job-${job.id}-header`;
  const panelId = `job-${job.id}-panel`;

  useEffect(() => {
    if (request === 0) return undefined;
    let current = true;
    fetchJobApplications(job.id)
      .then(({ applications }) => current && setPanel({ status: 'ready', applications }))
      .catch((error: unknown) => {
        if (!current) return;
        if (isLoggedOut(error)) onLoggedOut();
        setPanel({
          status: 'error',
          message: errorText(error, `Failed to fetch applications for job ${job.id}`),
        });
      });
    return () => {
      current = false;
    };
  }, [request, job.id, onLoggedOut]);

  const count = panel.status === 'ready' ? panel.applications.length : job.applications;

  function toggle() {
    const opening = !open;
    setOpen(opening);
    // Loaded on the first opening; a failed load is tried again on the next one.
    if (opening && (panel.status === 'idle' || panel.status === 'error')) {
      setPanel({ status: 'loading' });
      setRequest((n) => n + 1);
    }
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
          <span className="meta">{plural(count)}</span>
          {job.expired ? <Badge tone="red">Expired</Badge> : null}
          <span className="chevron" aria-hidden="true">
            ▾
          </span>
        </Header>
      </h2>
      <Panel id={panelId} role="region" aria-labelledby={headerId} hidden={!open}>
        {!open ? null : panel.status === 'ready' ? (
          panel.applications.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title="No applications yet"
              description="Applicants to this job will show here."
            />
          ) : (
            <List aria-label={`Applicants to ${job.job_title}`}>
              {panel.applications.map((application) => (
                <li key={application.id}>
                  <ApplicationCard application={application} />
                </li>
              ))}
            </List>
          )
        ) : panel.status === 'error' ? (
          <p role="alert">Error: {panel.message}</p>
        ) : (
          <p aria-busy="true">Loading...</p>
        )}
      </Panel>
    </Item>
  );
}
