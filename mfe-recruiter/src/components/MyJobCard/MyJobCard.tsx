import {
  Button,
  ConfirmDialog,
  errorText,
  isLoggedOut,
  Select,
  useToast,
  VisuallyHidden,
} from '@rozgar/design-system';
import { formatDate } from '@rozgar/design-system/format';
import { EXTEND_DAYS_OPTIONS } from '@rozgar/contracts/vocabularies';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { recruiterQueryKeys } from '../../data/queries';
import { extendJob, repostJob, setJobStatus, type ExtendDays } from '../../jobs/jobLifeApi';
import type { RecruiterJob } from '../../jobs/recruiterJobsApi';
import { JobStateBadge } from '../JobStateBadge/JobStateBadge';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Extend = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

const LOGIN = 'Please log in to manage your jobs.';

/**
 * One of the recruiter's jobs in "My jobs" (docs/product/recruiter-jobs-and-responses.md#a-jobs-life):
 * its title opens it as seekers see it; its dates, views and applies; and what can be done with it in its
 * state — edit, close (after a confirm), reopen, extend, duplicate into the form, repost.
 */
export function MyJobCard({
  job,
  onDuplicate,
}: {
  job: RecruiterJob;
  /** Fills Post a Job with this job's fields, to post a copy. */
  onDuplicate: (job: RecruiterJob) => void;
}) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const { status } = job;
  const title = job.job_title || 'Unknown Job';
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [days, setDays] = useState<ExtendDays>(EXTEND_DAYS_OPTIONS[0]);

  async function act(name: string, change: () => Promise<unknown>, done: string, failed: string) {
    setBusy(name);
    try {
      await change();
      toast({ tone: 'success', title: done });
      // The tabs, the dashboard and /responses read the recruiter's jobs (ADR 017).
      await queryClient.invalidateQueries({ queryKey: recruiterQueryKeys.jobs });
    } catch (error) {
      toast({ tone: 'error', title: isLoggedOut(error) ? LOGIN : errorText(error, failed) });
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  }

  const close = () =>
    act(
      'close',
      () => setJobStatus(job.id, 'closed'),
      `Closed "${title}"`,
      'Failed to close the job',
    );
  const reopen = () =>
    act(
      'reopen',
      () => setJobStatus(job.id, 'active'),
      `Reopened "${title}"`,
      'Failed to reopen the job',
    );
  const repost = () =>
    act('repost', () => repostJob(job.id), `Reposted "${title}"`, 'Failed to repost the job');
  const extend = () =>
    act(
      'extend',
      () => extendJob(job.id, days),
      `Extended "${title}" by ${days} days`,
      'Failed to extend the job',
    );

  const headingId = `my-job-${job.id}`;
  return (
    <Item aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={`/job-details/${job.id}`}>{title}</Link>
        <JobStateBadge job={job} />
      </h3>
      <Meta>{[job.company || 'Unknown Company', job.location].filter(Boolean).join(' · ')}</Meta>
      <Meta>
        Posted {formatDate(job.created_at)}
        {job.expiry_date
          ? ` · ${status === 'expired' ? 'Expired' : 'Expires'} ${formatDate(job.expiry_date)}`
          : ''}
        {` · ${job.views} ${job.views === 1 ? 'view' : 'views'}`}
        {` · ${job.applications} ${job.applications === 1 ? 'apply' : 'applies'}`}
      </Meta>
      <Actions>
        {status !== 'expired' ? (
          <Button
            as={Link}
            to={`/job-postings-section/${job.id}/edit`}
            variant="secondary"
            size="sm"
            aria-label={`Edit ${title}`}
          >
            Edit
          </Button>
        ) : null}
        {status === 'active' ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-label={`Close ${title}`}
            onClick={() => setConfirming(true)}
          >
            Close
          </Button>
        ) : null}
        {status === 'closed' ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            loading={busy === 'reopen'}
            aria-label={`Reopen ${title}`}
            onClick={() => void reopen()}
          >
            Reopen
          </Button>
        ) : null}
        {status === 'expired' ? (
          <Button
            type="button"
            size="sm"
            loading={busy === 'repost'}
            aria-label={`Repost ${title}`}
            onClick={() => void repost()}
          >
            Repost
          </Button>
        ) : null}
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-label={`Duplicate ${title}`}
          onClick={() => onDuplicate(job)}
        >
          Duplicate
        </Button>
        {status !== 'expired' ? (
          <Extend>
            <Select
              id={`${headingId}-extend`}
              label={
                <>
                  Extend<VisuallyHidden> {title}</VisuallyHidden> by
                </>
              }
              fullWidth={false}
              options={EXTEND_DAYS_OPTIONS.map((value) => ({
                value: String(value),
                label: `${value} days`,
              }))}
              value={String(days)}
              onChange={(event) => setDays(Number(event.target.value) as ExtendDays)}
            />
            <Button
              type="button"
              variant="secondary"
              size="sm"
              loading={busy === 'extend'}
              aria-label={`Extend ${title}`}
              onClick={() => void extend()}
            >
              Extend
            </Button>
          </Extend>
        ) : null}
      </Actions>
      <ConfirmDialog
        open={confirming}
        title="Close this job?"
        confirmLabel="Close job"
        busy={busy === 'close'}
        onConfirm={() => void close()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          “{title}” leaves the job search at once and no one can apply to it any more. You can
          reopen it later.
        </p>
      </ConfirmDialog>
    </Item>
  );
}
