import { formatDate } from '@rozgar/design-system/format';
import { useState } from 'react';
import { VisuallyHidden } from '@rozgar/design-system';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApplicantPipeline } from '../ApplicantPipeline/ApplicantPipeline';
import { JobStateBadge } from '../JobStateBadge/JobStateBadge';
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

const plural = (count: number) => `${count} ${count === 1 ? 'application' : 'applications'}`;

/**
 * One of the recruiter's jobs as a disclosure: opening it shows a link to its pre-screening
 * questions (docs/product/recruiter-tools-and-workspace.md#pre-screening) and its applicants,
 * filtered, sorted and searched (ApplicantPipeline). The job named in the URL (`?job=`) starts open.
 */
export function JobAccordion({ job, onLoggedOut }: { job: RecruiterJob; onLoggedOut: () => void }) {
  const [params] = useSearchParams();
  const [open, setOpen] = useState(() => params.get('job') === job.id);
  const headerId = `job-${job.id}-header`;
  const panelId = `job-${job.id}-panel`;

  return (
    <Item>
      <h2>
        <Header
          type="button"
          id={headerId}
          data-accordion-header=""
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span className="title">{job.job_title || 'Unknown Job'}</span>
          <span className="meta">
            {[job.company || 'Unknown Company', job.location].filter(Boolean).join(' · ')}
          </span>
          <span className="meta">Posted {formatDate(job.created_at)}</span>
          <span className="meta">{plural(job.applications)}</span>
          <JobStateBadge job={job} />
          <span className="chevron" aria-hidden="true">
            ▾
          </span>
        </Header>
      </h2>
      <Panel id={panelId} role="region" aria-labelledby={headerId} hidden={!open}>
        {open ? (
          <>
            <p>
              <Link to={`/prescreening?job=${job.id}`}>
                Pre-screening questions
                <VisuallyHidden> for {job.job_title || 'Unknown Job'}</VisuallyHidden>
              </Link>
            </p>
            <ApplicantPipeline job={job} onLoggedOut={onLoggedOut} />
          </>
        ) : null}
      </Panel>
    </Item>
  );
}
