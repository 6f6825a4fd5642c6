import {
  recruiterApplicationsSchema,
  type RecruiterApplications,
  type TrackedApplication,
} from '@rozgar/contracts/payloads/application-tracking';
import { APPLICATION_STATUS_VALUES, type ApplicationStatus } from '@rozgar/contracts/vocabularies';
import { apiFetch } from '@rozgar/design-system';
import { formatDate } from '@rozgar/design-system/format';

/** The recruiter's application tracking (docs/product/applications-and-tracking.md#recruiters). */
export type { RecruiterApplications, TrackedApplication };

/** Where the recruiter's page lives (ADR 004: the seeker's page keeps /application-tracking). */
export const APPLICATION_TRACKING_PATH = '/recruiter/application-tracking';

/** The applicant's name as the list says it: the profile's, else the account's. */
export const trackedName = (row: TrackedApplication) =>
  row.applicant.full_name || 'Unknown Candidate';

/**
 * The job filter's options: "All jobs", then each job by its title, with its posting date when
 * another of the recruiter's jobs has the same title.
 */
export function jobFilterOptions(
  jobs: ReadonlyArray<{ id: string; job_title: string; created_at: string }>,
) {
  return [
    { value: '', label: 'All jobs' },
    ...jobs.map((job) => ({
      value: job.id,
      label: jobs.some((other) => other.id !== job.id && other.job_title === job.job_title)
        ? `${job.job_title} (posted ${formatDate(job.created_at)})`
        : job.job_title,
    })),
  ];
}

/** What the list shows: one job or all, one status or all, the page from 1; kept in the URL. */
export interface TrackingView {
  job?: string;
  status?: ApplicationStatus;
  page: number;
}

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUS_VALUES as readonly (string | null)[]).includes(value);

/** The view in `?job=&status=&page=`; anything unknown there is read as "all" or page 1. */
export function trackingViewFromParams(params: URLSearchParams): TrackingView {
  const job = params.get('job')?.trim();
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    ...(job && { job }),
    ...(isStatus(status) && { status }),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The view as the page's query string (and the API's): only what differs from "all", page 1. */
export function trackingParams(view: TrackingView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.job) params.set('job', view.job);
  if (view.status) params.set('status', view.status);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

/** `GET /api/recruiter/applications?job&status&page`: one page of the applications, newest first. */
export async function fetchRecruiterApplications(view: TrackingView) {
  const query = trackingParams(view).toString();
  const answer = await apiFetch(`/api/recruiter/applications${query ? `?${query}` : ''}`);
  return recruiterApplicationsSchema.parse(answer);
}
