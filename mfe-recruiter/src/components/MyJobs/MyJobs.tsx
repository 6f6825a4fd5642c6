import { Card, EmptyState, QueryState } from '@rozgar/design-system';
import { RECRUITER_JOB_STATUSES } from '@rozgar/contracts/vocabularies';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { recruiterJobsInQuery } from '../../data/queries';
import type { RecruiterJobStatus } from '../../jobs/jobLifeApi';
import type { RecruiterJob } from '../../jobs/recruiterJobsApi';
import { MyJobCard } from '../MyJobCard/MyJobCard';

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Tab = styled.button`
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -3px;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LABELS: Record<RecruiterJobStatus, string> = {
  active: 'Active',
  closed: 'Closed',
  expired: 'Expired',
};

const EMPTY: Record<RecruiterJobStatus, string> = {
  active: 'A job you post shows here while seekers can apply to it.',
  closed: 'A job you close shows here; you can reopen it.',
  expired: 'A job past its expiry date shows here; you can repost it.',
};

/** The tab in the URL (`?jobs=closed`), Active when missing or unknown. */
function useTab(): [RecruiterJobStatus, (tab: RecruiterJobStatus) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('jobs');
  const tab = RECRUITER_JOB_STATUSES.find((status) => status === asked) ?? 'active';
  const choose = (next: RecruiterJobStatus) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'active') updated.delete('jobs');
        else updated.set('jobs', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, choose];
}

/**
 * "My jobs" on `/job-postings-section` (docs/product/recruiter-jobs-and-responses.md#a-jobs-life):
 * the recruiter's jobs in Active / Closed / Expired tabs with their counts, the tab in the URL, and
 * each job's actions. The tabs follow the WAI-ARIA pattern (arrow keys, Home, End).
 */
export function MyJobs({ onDuplicate }: { onDuplicate: (job: RecruiterJob) => void }) {
  const [tab, setTab] = useTab();
  // The tab shown so far stays until the next one arrives, so the tabs do not jump.
  const jobs = useQuery({ ...recruiterJobsInQuery(tab), placeholderData: keepPreviousData });
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent) {
    const index = RECRUITER_JOB_STATUSES.indexOf(tab);
    const last = RECRUITER_JOB_STATUSES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % (last + 1)
        : event.key === 'ArrowLeft'
          ? (index + last) % (last + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const status = RECRUITER_JOB_STATUSES[next]!;
    setTab(status);
    tabs.current[status]?.focus();
  }

  return (
    <Card as="section" aria-labelledby="my-jobs-heading">
      <h2 id="my-jobs-heading">My jobs</h2>
      <QueryState
        query={jobs}
        loading={<p aria-busy="true">Loading...</p>}
        errorFallback="Failed to fetch jobs"
        renderError={({ message }) => <p role="alert">Error: {message}</p>}
      >
        {(data) => {
          // While another tab loads, the previous tab's jobs are not shown under it.
          const shown = data.jobs.filter((job) => job.status === tab);
          return (
            <>
              <Tabs role="tablist" aria-label="Jobs by status" onKeyDown={onKeyDown}>
                {RECRUITER_JOB_STATUSES.map((status) => (
                  <Tab
                    key={status}
                    ref={(element) => {
                      tabs.current[status] = element;
                    }}
                    type="button"
                    role="tab"
                    id={`my-jobs-tab-${status}`}
                    aria-selected={status === tab}
                    aria-controls="my-jobs-panel"
                    tabIndex={status === tab ? 0 : -1}
                    onClick={() => setTab(status)}
                  >
                    {LABELS[status]} ({data.counts[status]})
                  </Tab>
                ))}
              </Tabs>
              <div id="my-jobs-panel" role="tabpanel" aria-labelledby={`my-jobs-tab-${tab}`}>
                {shown.length === 0 ? (
                  <EmptyState
                    title={`No ${LABELS[tab].toLowerCase()} jobs`}
                    description={EMPTY[tab]}
                    headingLevel={3}
                  />
                ) : (
                  <List>
                    {shown.map((job) => (
                      <MyJobCard key={job.id} job={job} onDuplicate={onDuplicate} />
                    ))}
                  </List>
                )}
              </div>
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
