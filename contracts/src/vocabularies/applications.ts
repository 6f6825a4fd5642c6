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

/** The label seekers see for a status. */
export const seekerStatusLabel = (status: ApplicationStatus): string =>
  APPLICATION_STATUSES.find((entry) => entry.value === status)!.seekerLabel;
