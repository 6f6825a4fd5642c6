import {
  defaultJobAlertName,
  jobAlertSearchParams,
  type JobAlertSearch,
} from '@rozgar/contracts/vocabularies';
import {
  FILTER_GROUPS,
  FILTER_GROUP_LABELS,
  filterValueLabel,
  jobFilterParams,
  jobSearchQueryString,
  parseJobSearch,
  type JobSearch,
} from '../jobs/jobSearch';
import type { JobAlertSearchParams } from './jobAlertsApi';

/*
 * A job alert keeps a `/jobs` search's filters — not its page or order
 * (docs/product/notifications-and-alerts.md#job-alerts): these turn one into the other and say
 * in words what an alert matches.
 */

/** The filters of a `/jobs` search as an alert's body sends them (the API's parameters). */
export function alertSearchParams(search: JobSearch): JobAlertSearchParams {
  return Object.fromEntries(jobFilterParams(search));
}

/** The `/jobs` search an alert keeps (its filters, newest-first order left to the page). */
export function jobSearchOfAlert(search: JobAlertSearch): JobSearch {
  return parseJobSearch(new URLSearchParams(jobAlertSearchParams(search)));
}

/** `/jobs?…` with the alert's filters: "Open search". */
export function alertSearchHref(search: JobAlertSearch): string {
  return `/jobs${jobSearchQueryString(jobSearchOfAlert(search))}`;
}

/** The name an alert of this search gets unless the seeker types another: "React in Pune", "All jobs". */
export function defaultAlertName(search: JobSearch): string {
  const alert: JobAlertSearch = {};
  if (search.q) alert.q = search.q;
  if (search.location) alert.location = search.location;
  if (search.groups.locations.length > 0) alert.locations = search.groups.locations;
  return defaultJobAlertName(alert);
}

export const EVERY_OPEN_JOB = 'Every open job';

const years = (count: number) => (count === 1 ? '1 year' : `${count} years`);

/**
 * What a search matches, in words: `"React" · Location: Pune · Experience: 2-5 years, 5-10 years
 * · Work mode: Remote`; "Every open job" when it narrows nothing.
 */
export function describeJobSearch(search: JobSearch): string {
  const parts: string[] = [];
  if (search.q) parts.push(`“${search.q}”`);
  if (search.location) parts.push(`Location: ${search.location}`);
  if (search.minExp !== null && search.maxExp !== null)
    parts.push(`${search.minExp}–${search.maxExp} years of experience`);
  else if (search.minExp !== null) parts.push(`At least ${years(search.minExp)} of experience`);
  else if (search.maxExp !== null) parts.push(`At most ${years(search.maxExp)} of experience`);
  for (const group of FILTER_GROUPS) {
    const values = search.groups[group];
    if (values.length > 0)
      parts.push(
        `${FILTER_GROUP_LABELS[group]}: ${values.map((value) => filterValueLabel(group, value)).join(', ')}`,
      );
  }
  return parts.length > 0 ? parts.join(' · ') : EVERY_OPEN_JOB;
}
