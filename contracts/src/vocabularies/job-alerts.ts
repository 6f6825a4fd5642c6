/*
 * Job alerts (docs/product/notifications-and-alerts.md, "Job alerts"): the frequencies, the
 * limits and the texts the API, the mails, the unsubscribe page and the seeker's pages share.
 * No zod here: the shell and the remotes import these at run time.
 */

/** How often an alert mails: at once for each new matching job, or one digest a day or a week. */
export const JOB_ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];
export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = {
  instant: 'Instant',
  daily: 'Daily',
  weekly: 'Weekly',
};

/** Alerts one seeker may keep. */
export const MAX_JOB_ALERTS = 20;
/** An alert's name: 1–80 characters. */
export const JOB_ALERT_NAME_MAX = 80;
/** The name of an alert without words or location: every open job. */
export const JOB_ALERT_ALL_JOBS = 'All jobs';
/** A digest mail lists at most this many jobs (the newest), and links to the search for the rest. */
export const JOB_ALERT_DIGEST_MAX_JOBS = 20;

/** The filters a job alert keeps: the job search's, without paging or order. */
export interface JobAlertSearch {
  q?: string;
  location?: string;
  minExp?: number;
  maxExp?: number;
  experience?: string[];
  salary?: string[];
  locations?: string[];
  workModes?: string[];
  industries?: string[];
  roles?: string[];
  departments?: string[];
}

/**
 * The name an alert gets when the seeker gives none: the search's words, "in" its location
 * ("React in Pune"), "Jobs in Pune" without words, or "All jobs"; cut to the name's limit.
 */
export function defaultJobAlertName(search: JobAlertSearch): string {
  const where = search.location ?? search.locations?.join(', ');
  const name = search.q
    ? where
      ? `${search.q} in ${where}`
      : search.q
    : where
      ? `Jobs in ${where}`
      : JOB_ALERT_ALL_JOBS;
  return name.length > JOB_ALERT_NAME_MAX ? `${name.slice(0, JOB_ALERT_NAME_MAX - 1)}…` : name;
}

/**
 * The alert's search as `/jobs` query parameters (groups joined by a bare comma, as the search
 * reads them): the link "See matching jobs" opens the same search.
 */
export function jobAlertSearchParams(search: JobAlertSearch): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(search) as Array<[string, unknown]>) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params[key] = value.join(',');
    } else params[key] = String(value);
  }
  return params;
}

export const JOB_ALERT_TEXTS = {
  create: 'Create job alert',
  title: 'Job alerts',
  name: 'Alert name',
  frequency: 'How often',
  paused: 'Paused',
  pause: 'Pause',
  resume: 'Resume',
  delete: 'Delete',
  empty: 'No job alerts yet. Search for jobs and choose "Create job alert" to hear about new ones.',
  limitReached: `You can keep up to ${MAX_JOB_ALERTS} job alerts. Delete one to create another.`,
  created: (name: string) => `Job alert "${name}" created`,
  updated: (name: string) => `Job alert "${name}" updated`,
  deleted: (name: string) => `Job alert "${name}" deleted`,
  notFound: 'Job alert not found',
  seekersOnly: 'Only job seekers can keep job alerts',
  nothingToChange: 'Send at least one of name, frequency, paused or search',
  nameRequired: 'Alert name cannot be empty',
  nameTooLong: `Alert name must be at most ${JOB_ALERT_NAME_MAX} characters`,
  frequencyInvalid: `Frequency must be one of ${JOB_ALERT_FREQUENCIES.join(', ')}`,
  pausedInvalid: 'paused must be true or false',
} as const;

/**
 * The unsubscribe link of an alert mail (`/api/unsubscribe?token=`) and its pages: opening the
 * link only asks (mail scanners open every link); the button, or a mail client's one-click POST,
 * unsubscribes.
 */
export const UNSUBSCRIBE_TEXTS = {
  pageTitle: 'Unsubscribe',
  /** What opening a valid link asks; nothing has changed yet. */
  confirm: (name: string) => `Unsubscribe from the job alert "${name}"?`,
  button: 'Unsubscribe',
  doneTitle: 'Unsubscribed',
  /** The answer of a valid POST: the alert is deleted, so no more mails. */
  done: (name: string) =>
    `Unsubscribed from the job alert "${name}". You will no longer get this job alert.`,
  /** A forged, damaged or already used link, or an alert deleted meanwhile: nothing changes. */
  invalid:
    'This unsubscribe link is not valid or has already been used. Nothing was changed. You can manage your job alerts on your dashboard.',
  missingToken: 'This unsubscribe link is incomplete. Open the link from the e-mail again.',
  manage: 'Manage job alerts',
  mailLink: 'Unsubscribe from this alert',
} as const;
