import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_NAME_MAX,
  JOB_ALERT_TEXTS,
  type JobAlertFrequency,
} from '@rozgar/contracts/vocabularies';
import {
  Button,
  httpStatus,
  Modal,
  RadioGroup,
  serverErrorText,
  TextField,
  useSession,
  useToast,
} from '@rozgar/design-system';
import { createElement, useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useJobAlertWrites } from '../../alerts/jobAlertQueries';
import {
  alertSearchParams,
  defaultAlertName,
  describeJobSearch,
} from '../../alerts/jobAlertSearch';
import type { JobSearch } from '../../jobs/jobSearch';
import { LoginLinks } from '../LoginLinks/LoginLinks';

const CREATE_ALERT_TEXTS = {
  loginToCreate: 'Please login to create job alerts',
  failed: 'Could not create the job alert',
  matches: 'Matches',
  save: 'Save alert',
  cancel: 'Cancel',
} as const;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  overflow-wrap: anywhere;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** What the frequencies mean, under their names. */
const FREQUENCY_HINTS: Record<JobAlertFrequency, string> = {
  instant: 'An e-mail and a notification for each new matching job',
  daily: 'One e-mail a day with the new matching jobs',
  weekly: 'One e-mail a week with the new matching jobs',
};

export interface CreateJobAlertProps {
  /** The `/jobs` search the alert keeps (its filters; not its page or order). */
  search: JobSearch;
}

/**
 * "Create job alert" on `/jobs` (docs/product/notifications-and-alerts.md#job-alerts). A visitor
 * is asked to log in or register and comes back to the same search; a seeker gets a dialog: the
 * name (the search's words by default, or "All jobs"), how often, and what it will match in words.
 * Saving says so in a toast; the server's refusal (the 21st alert) is a toast in its words. The
 * dialog returns focus to the button when it closes.
 */
export function CreateJobAlert({ search }: CreateJobAlertProps) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const here = useLocation();
  const { create } = useJobAlertWrites();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<JobAlertFrequency>('instant');
  const [nameError, setNameError] = useState<string | null>(null);
  const formId = useId();

  const askToLogIn = () =>
    toast({
      tone: 'error',
      title: CREATE_ALERT_TEXTS.loginToCreate,
      description: createElement(LoginLinks, {
        next: here.pathname + here.search,
        onNavigate: (path: string) => navigate(path),
      }),
    });

  async function start() {
    // Not known yet (the page has just opened): ask the BFF before deciding.
    if (useSession.getState().status === 'unknown')
      await useSession
        .getState()
        .refresh()
        .catch(() => undefined);
    const session = useSession.getState();
    if (session.status !== 'authenticated') return askToLogIn();
    if (session.user?.role !== 'Job Seeker')
      return toast({ tone: 'error', title: JOB_ALERT_TEXTS.seekersOnly });
    setName(defaultAlertName(search));
    setFrequency('instant');
    setNameError(null);
    setOpen(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(JOB_ALERT_TEXTS.nameRequired);
      return;
    }
    try {
      const alert = await create.mutateAsync({
        name: trimmed,
        frequency,
        search: alertSearchParams(search),
      });
      setOpen(false);
      toast({ tone: 'success', title: JOB_ALERT_TEXTS.created(alert.name) });
    } catch (error) {
      const status = httpStatus(error);
      if (status === 401) {
        setOpen(false);
        askToLogIn();
        return;
      }
      // The 21st alert: nothing to change in the dialog, so it closes; a 400 leaves it open.
      if (status === 409) setOpen(false);
      toast({
        tone: 'error',
        title: CREATE_ALERT_TEXTS.failed,
        description: serverErrorText(error) || undefined,
      });
    }
  }

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => void start()}>
        {JOB_ALERT_TEXTS.create}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={JOB_ALERT_TEXTS.create}
        footer={
          <>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {CREATE_ALERT_TEXTS.cancel}
            </Button>
            <Button type="submit" form={formId} loading={create.isPending}>
              {CREATE_ALERT_TEXTS.save}
            </Button>
          </>
        }
      >
        <Form id={formId} onSubmit={save} noValidate>
          <TextField
            label={JOB_ALERT_TEXTS.name}
            value={name}
            maxLength={JOB_ALERT_NAME_MAX}
            required
            error={nameError ?? undefined}
            onChange={(event) => {
              setName(event.target.value);
              if (nameError) setNameError(null);
            }}
          />
          <RadioGroup
            legend={JOB_ALERT_TEXTS.frequency}
            name={`${formId}-frequency`}
            options={JOB_ALERT_FREQUENCIES.map((value) => ({
              value,
              label: JOB_ALERT_FREQUENCY_LABELS[value],
            }))}
            value={frequency}
            onChange={setFrequency}
          >
            <p>{FREQUENCY_HINTS[frequency]}</p>
          </RadioGroup>
          <Summary>
            <h3>{CREATE_ALERT_TEXTS.matches}</h3>
            <p>{describeJobSearch(search)}</p>
          </Summary>
        </Form>
      </Modal>
    </>
  );
}
