import type { BadgeTone } from '@rozgar/design-system';

export interface StatusDisplay {
  label: string;
  tone: BadgeTone;
}

/**
 * The seeker's words and colours for a stored application status (ADR 009 stores the recruiter's
 * vocabulary; docs/product/applications-and-tracking.md#application-statuses): applied → Applied (yellow), under_review → Shortlisted (orange),
 * interview → Interviewing (blue), rejected → Rejected (red), accepted → Selected (green).
 * Anything else keeps its own text, in grey.
 */
const STATUS_DISPLAY: Record<string, StatusDisplay> = {
  applied: { label: 'Applied', tone: 'yellow' },
  under_review: { label: 'Shortlisted', tone: 'orange' },
  interview: { label: 'Interviewing', tone: 'blue' },
  rejected: { label: 'Rejected', tone: 'red' },
  accepted: { label: 'Selected', tone: 'green' },
};

export function applicationStatusDisplay(status: string): StatusDisplay {
  return (
    (Object.hasOwn(STATUS_DISPLAY, status) ? STATUS_DISPLAY[status] : undefined) ?? {
      label: status,
      tone: 'grey',
    }
  );
}
