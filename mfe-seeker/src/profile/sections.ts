/** The dashboard's sections in page order: their anchor (URL hash) and heading. */
export const DASHBOARD_SECTIONS = [
  { id: 'preference', title: 'Preference' },
  { id: 'education', title: 'Education' },
  { id: 'key-skills', title: 'Key skills' },
  { id: 'languages', title: 'Languages' },
  { id: 'internships', title: 'Internships' },
  { id: 'projects', title: 'Projects' },
  { id: 'employment', title: 'Employment' },
  { id: 'academic-achievements', title: 'Academic Achievements' },
  { id: 'profile-summary', title: 'Profile summary' },
  { id: 'resume', title: 'Resume' },
  // docs/product/notifications-and-alerts.md#job-alerts (alerts/JobAlertsSection)
  { id: 'job-alerts', title: 'Job alerts' },
] as const;

export type DashboardSectionId = (typeof DASHBOARD_SECTIONS)[number]['id'];

/** The seeker home's quick links, in the order of docs/product/seeker-home.md#quick-links. */
export const HOME_QUICK_LINKS: ReadonlyArray<DashboardSectionId> = [
  'resume',
  'profile-summary',
  'key-skills',
  'education',
  'projects',
  'academic-achievements',
  'employment',
  'preference',
];

export const sectionTitle = (id: DashboardSectionId) =>
  DASHBOARD_SECTIONS.find((section) => section.id === id)!.title;

/** The id of a section's heading, the element that receives focus when it is opened by name. */
export const sectionHeadingId = (id: string) => `${id}-heading`;

/** `/job-seeker-dashboard#key-skills`: opens the dashboard scrolled to that section. */
export const dashboardSectionPath = (id: DashboardSectionId) => `/job-seeker-dashboard#${id}`;
