import {
  APPLICATION_STATUSES,
  seekerStatusLabel,
  type ApplicationStatus,
} from '@rozgar/contracts/vocabularies';
import type { BadgeTone } from '@rozgar/design-system';

export interface StatusDisplay {
  label: string;
  tone: BadgeTone;
}

/**
 * The seeker's words and colours for a stored application status (ADR 009 stores the recruiter's
 * vocabulary; docs/product/applications-and-tracking.md#application-statuses): applied → Applied (yellow), under_review → Shortlisted (orange),
 * interview → Interviewing (blue), rejected → Rejected (red), accepted → Selected (green). The BFF
 * sends no other status (the contracts' payload).
 */
const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  applied: 'yellow',
  under_review: 'orange',
  interview: 'blue',
  rejected: 'red',
  accepted: 'green',
};
const STATUS_DISPLAY = Object.fromEntries(
  APPLICATION_STATUSES.map(({ value, seekerLabel }) => [
    value,
    { label: seekerLabel, tone: STATUS_TONES[value] },
  ]),
) as Record<ApplicationStatus, StatusDisplay>;

/**
 * `screenedOut`: the job's pre-screening criteria rejected the application on applying — "Not
 * selected" in grey, a quieter word than a recruiter's Rejected and never the reason
 * (docs/product/recruiter-tools-and-workspace.md#pre-screening).
 */
export function applicationStatusDisplay(
  status: ApplicationStatus,
  screenedOut = false,
): StatusDisplay {
  if (status === 'rejected' && screenedOut)
    return { label: seekerStatusLabel(status, true), tone: 'neutral' };
  return STATUS_DISPLAY[status];
}
