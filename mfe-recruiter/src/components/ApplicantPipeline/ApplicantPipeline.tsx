import {
  Button,
  Checkbox,
  ConfirmDialog,
  EmptyState,
  errorText,
  isLoggedOut,
  QueryState,
  Select,
  TextField,
  useToast,
} from '@rozgar/design-system';
import { APPLICANT_SORTS } from '@rozgar/contracts/vocabularies';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApplicantBoard } from '../ApplicantBoard/ApplicantBoard';
import { ApplicantCard } from '../ApplicantCard/ApplicantCard';
import { pageCount } from '../Pager/pageCount';
import { Pager } from '../Pager/Pager';
import { ResumeDialog } from '../ResumeDialog/ResumeDialog';
import { jobApplicantsQuery, pipelineQueryKeys } from '../../data/pipelineQueries';
import {
  applicantName,
  setStatusOf,
  type ApplicantCounts,
  type ApplicantsView,
  type PipelineApplicant,
} from '../../jobs/pipelineApi';
import { paramsWithView, viewFromParams } from '../../jobs/pipelineView';
import {
  APPLICATION_STATUSES,
  recruiterStatusText,
  type ApplicationStatus,
  type RecruiterJob,
} from '../../jobs/recruiterJobsApi';

const Counts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Tools = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: end;
  }
`;

const SearchForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > :first-child {
    flex: 1 1 auto;
    min-width: 0;
  }
`;

const Bulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceSunken};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const STATUS_FILTERS: { value: keyof ApplicantCounts; label: string }[] = [
  { value: 'all', label: 'All' },
  ...APPLICATION_STATUSES,
];

const applicantsText = (count: number) => `${count} ${count === 1 ? 'applicant' : 'applicants'}`;

/** The toast after a bulk change: who moved, who was there already, who was not found. */
function bulkResult(
  label: string,
  {
    changed,
    unchanged,
    not_found,
  }: { changed: string[]; unchanged: string[]; not_found: string[] },
) {
  return [
    `${applicantsText(changed.length)} moved to ${label}`,
    unchanged.length ? `${unchanged.length} already there` : '',
    not_found.length ? `${not_found.length} not found` : '',
  ]
    .filter(Boolean)
    .join(', ');
}

export interface ApplicantPipelineProps {
  job: RecruiterJob;
  onLoggedOut: () => void;
}

/**
 * One job's applicants (docs/product/recruiter-jobs-and-responses.md#manage-responses): counts per
 * status across the top that filter the list, a sort, a name-or-skill search and the page (all kept
 * in the URL; a new filter, sort or search starts at the first page), and the applicants' cards;
 * several on the page can be selected and moved to one status at once, after a confirmation.
 */
export function ApplicantPipeline({ job, onLoggedOut }: ApplicantPipelineProps) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view = viewFromParams(params, job.id);
  /** The board (`?view=board`) shows every status, a column each. */
  const board = params.get('job') === job.id && params.get('view') === 'board';
  const applicants = useQuery(
    jobApplicantsQuery(job.id, board ? { ...view, status: undefined } : view),
  );
  const [search, setSearch] = useState(view.q);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState<ApplicationStatus>('under_review');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [resumeOf, setResumeOf] = useState<PipelineApplicant | null>(null);
  const failed = applicants.status === 'error' && !applicants.isFetching;
  const shown = applicants.data?.applicants ?? [];
  // Only applicants on screen stay selected when the filter changes.
  const chosen = shown.filter((one) => selected.has(one.user_id));

  useEffect(() => {
    if (failed && isLoggedOut(applicants.error)) onLoggedOut();
  }, [failed, applicants.error, onLoggedOut]);

  /** A filter, sort or search that changes starts again at the first page. */
  const refine = (next: Omit<ApplicantsView, 'page'>) => show({ ...next, page: undefined });
  const show = (next: ApplicantsView, asBoard = board) =>
    setParams(
      (current) => {
        const params = paramsWithView(current, job.id, next);
        if (asBoard) params.set('view', 'board');
        else params.delete('view');
        return params;
      },
      { replace: true },
    );

  function onSearch(event: FormEvent) {
    event.preventDefault();
    refine({ ...view, q: search });
  }

  function select(userId: string, on: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });
  }

  async function moveChosen() {
    setBusy(true);
    try {
      const result = await setStatusOf(
        job.id,
        chosen.map((one) => one.user_id),
        target,
      );
      setSelected(new Set());
      setConfirming(false);
      toast({ tone: 'success', title: bulkResult(recruiterStatusText(result.status), result) });
      await queryClient.invalidateQueries({ queryKey: pipelineQueryKeys.job(job.id) });
    } catch (error) {
      setConfirming(false);
      toast({
        tone: 'error',
        title: isLoggedOut(error)
          ? 'Please log in to update status.'
          : errorText(error, 'Failed to update status'),
      });
    } finally {
      setBusy(false);
    }
  }

  const counts = applicants.data?.counts;
  const allChosen = shown.length > 0 && chosen.length === shown.length;

  return (
    <>
      <Counts role="group" aria-label="Show applicants as">
        {[
          { label: 'List', on: !board },
          { label: 'Board', on: board },
        ].map(({ label, on }) => (
          <Button
            key={label}
            type="button"
            size="sm"
            variant={on ? 'primary' : 'secondary'}
            aria-pressed={on}
            onClick={() => show({ ...view, page: undefined }, label === 'Board')}
          >
            {label}
          </Button>
        ))}
      </Counts>
      <Counts role="group" aria-label="Filter by status" hidden={board}>
        {STATUS_FILTERS.map(({ value, label }) => {
          const active = (view.status ?? 'all') === value;
          return (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              onClick={() => refine({ ...view, status: value === 'all' ? undefined : value })}
            >
              {label} ({counts ? counts[value] : '…'})
            </Button>
          );
        })}
      </Counts>
      {/* docs/product/recruiter-tools-and-workspace.md#pre-screening: those meeting the criteria only. */}
      <Counts role="group" aria-label="Filter by pre-screening">
        <Button
          type="button"
          size="sm"
          variant={view.meets ? 'primary' : 'secondary'}
          aria-pressed={Boolean(view.meets)}
          onClick={() => refine({ ...view, meets: view.meets ? undefined : true })}
        >
          Meets criteria
        </Button>
      </Counts>
      <Tools>
        <Select
          label="Sort by"
          options={APPLICANT_SORTS}
          value={view.sort}
          onChange={(event) =>
            refine({ ...view, sort: event.target.value as ApplicantsView['sort'] })
          }
        />
        <SearchForm role="search" aria-label={`Applicants to ${job.job_title}`} onSubmit={onSearch}>
          <TextField
            label="Search applicants"
            type="search"
            placeholder="Name or skill"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </SearchForm>
      </Tools>
      <QueryState
        query={applicants}
        loading={<p aria-busy="true">Loading...</p>}
        errorFallback={`Failed to fetch applications for job ${job.id}`}
        renderError={({ message }) => <p role="alert">Error: {message}</p>}
        isEmpty={(data) => data.applicants.length === 0}
        empty={
          applicants.data && applicants.data.total > 0 ? (
            // a page past the end, e.g. after its applicants moved to another status
            <EmptyState
              headingLevel={3}
              title="No applicants on this page"
              description={`This list has ${pageCount(applicants.data.total, applicants.data.page_size)} pages.`}
              action={
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() =>
                    show({
                      ...view,
                      page: pageCount(applicants.data!.total, applicants.data!.page_size),
                    })
                  }
                >
                  Go to the last page
                </Button>
              }
            />
          ) : counts?.all === 0 ? (
            <EmptyState
              headingLevel={3}
              title="No applications yet"
              description="Applicants to this job will show here."
            />
          ) : (
            <EmptyState
              headingLevel={3}
              title="No applicants match"
              description="Try another status or search."
            />
          )
        }
      >
        {(data) => (
          <>
            {board ? (
              <ApplicantBoard applicants={data.applicants} />
            ) : (
              <>
                <Bulk role="group" aria-label="Change the status of the selected applicants">
                  <Checkbox
                    label={`Select all ${applicantsText(data.applicants.length)} shown`}
                    checked={allChosen}
                    onChange={(event) =>
                      setSelected(
                        new Set(
                          event.target.checked ? data.applicants.map((one) => one.user_id) : [],
                        ),
                      )
                    }
                  />
                  <Select
                    label="Move selected to"
                    options={APPLICATION_STATUSES}
                    value={target}
                    fullWidth={false}
                    onChange={(event) => setTarget(event.target.value as ApplicationStatus)}
                  />
                  <Button
                    type="button"
                    disabled={chosen.length === 0}
                    onClick={() => setConfirming(true)}
                  >
                    Change status ({chosen.length})
                  </Button>
                </Bulk>
                <List aria-label={`Applicants to ${job.job_title}`}>
                  {data.applicants.map((applicant) => (
                    <li key={applicant.id}>
                      <ApplicantCard
                        applicant={applicant}
                        selected={selected.has(applicant.user_id)}
                        onSelect={(on) => select(applicant.user_id, on)}
                        onViewResume={() => setResumeOf(applicant)}
                      />
                    </li>
                  ))}
                </List>
              </>
            )}
            <Pager
              page={data.page}
              pageSize={data.page_size}
              total={data.total}
              onPage={(page) => show({ ...view, page })}
              label={`Pages of applicants to ${job.job_title}`}
            />
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={confirming}
        title={`Move ${applicantsText(chosen.length)} to ${recruiterStatusText(target)}?`}
        confirmLabel={`Move to ${recruiterStatusText(target)}`}
        busy={busy}
        onConfirm={() => void moveChosen()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          {chosen.map(applicantName).join(', ')}. Each of them sees the new status on their
          applications page.
        </p>
      </ConfirmDialog>
      <ResumeDialog
        name={resumeOf ? applicantName(resumeOf) : ''}
        resume={resumeOf?.resume ?? null}
        onClose={() => setResumeOf(null)}
      />
    </>
  );
}
