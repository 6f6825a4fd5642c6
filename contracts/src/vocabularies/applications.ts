/* Applications' vocabularies: zod-free, for the frontends' bundles. */

export const APPLICATION_STATUSES = [
  { value: 'applied', recruiterLabel: 'Applied', seekerLabel: 'Applied' },
  { value: 'under_review', recruiterLabel: 'Reviewing', seekerLabel: 'Shortlisted' },
  { value: 'interview', recruiterLabel: 'Interview', seekerLabel: 'Interviewing' },
  { value: 'accepted', recruiterLabel: 'Accepted', seekerLabel: 'Selected' },
  { value: 'rejected', recruiterLabel: 'Rejected', seekerLabel: 'Rejected' },
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]['value'];

export const APPLICATION_STATUS_VALUES = APPLICATION_STATUSES.map((status) => status.value) as [
  ApplicationStatus,
  ...ApplicationStatus[],
];

/** The label recruiters see for a status. */
export const recruiterStatusLabel = (status: ApplicationStatus): string =>
  APPLICATION_STATUSES.find((entry) => entry.value === status)!.recruiterLabel;

/** What the seeker sees for an application the job's pre-screening criteria rejected. */
export const SCREENED_OUT_LABEL = 'Not selected';

/**
 * The label seekers see for a status; a rejection made by the job's pre-screening criteria
 * (`screened_out`) reads "Not selected" (docs/product/recruiter-tools-and-workspace.md#pre-screening).
 */
export const seekerStatusLabel = (status: ApplicationStatus, screenedOut = false): string =>
  status === 'rejected' && screenedOut
    ? SCREENED_OUT_LABEL
    : APPLICATION_STATUSES.find((entry) => entry.value === status)!.seekerLabel;
