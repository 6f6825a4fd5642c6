import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_NAME_MAX,
  JOB_ALERT_TEXTS,
} from '@rozgar/contracts/vocabularies';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  Modal,
  QueryState,
  Select,
  serverErrorText,
  Skeleton,
  TextField,
  useToast,
} from '@rozgar/design-system';
import { formatDate } from '@rozgar/design-system/format';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SectionCard } from '../../profile/SectionCard/SectionCard';
import { sectionHeadingId } from '../../profile/sections';
import { jobAlertsQuery, useJobAlertWrites } from '../jobAlertQueries';
import type { JobAlert, JobAlertChange } from '../jobAlertsApi';
import { alertSearchHref, describeJobSearch, jobSearchOfAlert } from '../jobAlertSearch';

const SECTION_ID = 'job-alerts';
const TEXTS = {
  loading: 'Loading job alerts',
  loadError: 'Could not load your job alerts',
  changeFailed: 'Could not change the job alert',
  deleteFailed: 'Could not delete the job alert',
  searchJobs: 'Search jobs',
  openSearch: 'Open search',
  rename: 'Rename',
  matches: 'Matches:',
  lastSent: 'Last sent:',
  notSentYet: 'Not sent yet',
  confirmDelete: 'Delete this job alert?',
  save: 'Save',
  cancel: 'Cancel',
  count: (count: number, limit: number) => `${count} of ${limit} alerts`,
  none: 'No job alerts yet',
  /** The contracts' empty text after its first sentence (the state's title). */
  noneHint: JOB_ALERT_TEXTS.empty.replace(/^No job alerts yet\. /, ''),
} as const;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow-wrap: anywhere;
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** One skeleton row per alert, the height of a real one (name, matches, controls). */
const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const loading = (
  <Rows role="status" aria-busy="true" aria-label={TEXTS.loading}>
    {[0, 1].map((row) => (
      <Skeleton key={row} height={148} />
    ))}
  </Rows>
);

/**
 * The seeker dashboard's "Job alerts" (docs/product/notifications-and-alerts.md#job-alerts): each
 * alert with what it matches, how often it mails (changed in place), when it last did, Pause /
 * Resume, Rename, Delete (asked first) and "Open search" (`/jobs` with its filters). Without
 * alerts it points to `/jobs`, where "Create job alert" makes one.
 */
export function JobAlertsSection() {
  const alerts = useQuery(jobAlertsQuery());
  return (
    <SectionCard
      id={SECTION_ID}
      title={JOB_ALERT_TEXTS.title}
      actions={
        <Button as={Link} to="/jobs" variant="secondary" size="sm">
          {TEXTS.searchJobs}
        </Button>
      }
    >
      <QueryState
        query={alerts}
        loading={loading}
        errorFallback={TEXTS.loadError}
        isEmpty={(data) => data.alerts.length === 0}
        empty={<EmptyState title={TEXTS.none} description={TEXTS.noneHint} headingLevel={3} />}
      >
        {(data) => (
          <>
            <Count>{TEXTS.count(data.alerts.length, data.limit)}</Count>
            <List>
              {data.alerts.map((alert) => (
                <AlertItem key={alert.id} alert={alert} />
              ))}
            </List>
          </>
        )}
      </QueryState>
    </SectionCard>
  );
}

function AlertItem({ alert }: { alert: JobAlert }) {
  const { update, remove } = useJobAlertWrites();
  const { toast } = useToast();
  const nameId = useId();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const busy = update.isPending || remove.isPending;
  // Once deleted, the alert leaves the list with its buttons: focus then goes to the section's
  // heading (after the dialog has handed focus back to a button that is about to go).
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) document.getElementById(sectionHeadingId(SECTION_ID))?.focus();
    },
    [],
  );

  async function change(next: JobAlertChange) {
    try {
      const changed = await update.mutateAsync({ id: alert.id, change: next });
      toast({ tone: 'success', title: JOB_ALERT_TEXTS.updated(changed.name) });
      return true;
    } catch (error) {
      toast({
        tone: 'error',
        title: TEXTS.changeFailed,
        description: serverErrorText(error) || undefined,
      });
      return false;
    }
  }

  async function confirmDelete() {
    try {
      deleted.current = true;
      await remove.mutateAsync(alert.id);
      setDeleting(false);
      toast({ tone: 'success', title: JOB_ALERT_TEXTS.deleted(alert.name) });
    } catch (error) {
      deleted.current = false;
      setDeleting(false);
      toast({
        tone: 'error',
        title: TEXTS.deleteFailed,
        description: serverErrorText(error) || undefined,
      });
    }
  }

  return (
    <Item aria-labelledby={nameId}>
      <h3 id={nameId}>
        {alert.name}
        {alert.paused && <Badge tone="grey">{JOB_ALERT_TEXTS.paused}</Badge>}
      </h3>
      <p>
        <strong>{TEXTS.matches}</strong> {describeJobSearch(jobSearchOfAlert(alert.search))}
      </p>
      <Muted>
        {TEXTS.lastSent} {alert.last_sent_at ? formatDate(alert.last_sent_at) : TEXTS.notSentYet}
      </Muted>
      <Controls>
        <Select
          label={JOB_ALERT_TEXTS.frequency}
          fullWidth={false}
          value={alert.frequency}
          disabled={busy}
          options={JOB_ALERT_FREQUENCIES.map((value) => ({
            value,
            label: JOB_ALERT_FREQUENCY_LABELS[value],
          }))}
          onChange={(event) => {
            const frequency = JOB_ALERT_FREQUENCIES.find((value) => value === event.target.value);
            if (frequency) void change({ frequency });
          }}
          aria-describedby={nameId}
        />
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-describedby={nameId}
          onClick={() => void change({ paused: !alert.paused })}
        >
          {alert.paused ? JOB_ALERT_TEXTS.resume : JOB_ALERT_TEXTS.pause}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          aria-describedby={nameId}
          onClick={() => setRenaming(true)}
        >
          {TEXTS.rename}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-haspopup="dialog"
          aria-describedby={nameId}
          onClick={() => setDeleting(true)}
        >
          {JOB_ALERT_TEXTS.delete}
        </Button>
        <Button
          as={Link}
          to={alertSearchHref(alert.search)}
          variant="ghost"
          size="sm"
          aria-describedby={nameId}
        >
          {TEXTS.openSearch}
        </Button>
      </Controls>
      <RenameDialog
        open={renaming}
        name={alert.name}
        busy={update.isPending}
        onClose={() => setRenaming(false)}
        onSave={async (name) => {
          if (await change({ name })) setRenaming(false);
        }}
      />
      <ConfirmDialog
        open={deleting}
        title={TEXTS.confirmDelete}
        confirmLabel={JOB_ALERT_TEXTS.delete}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(false)}
      >
        <p>
          “{alert.name}” will send no more e-mails or notifications. Matching jobs stay on{' '}
          <strong>/jobs</strong>.
        </p>
      </ConfirmDialog>
    </Item>
  );
}

function RenameDialog({
  open,
  name,
  busy,
  onClose,
  onSave,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  onClose: () => void;
  onSave: (name: string) => Promise<void>;
}) {
  const formId = useId();
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the alert's current name.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValue(name);
      setProblem(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setProblem(JOB_ALERT_TEXTS.nameRequired);
    await onSave(trimmed);
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`${TEXTS.rename} job alert`}
      size="sm"
      footer={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {TEXTS.cancel}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {TEXTS.save}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          label={JOB_ALERT_TEXTS.name}
          value={value}
          maxLength={JOB_ALERT_NAME_MAX}
          required
          error={problem ?? undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
      </form>
    </Modal>
  );
}
