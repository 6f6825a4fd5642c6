import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import { handlers } from '../../mocks/handlers';
import { jobAlertFixture, jobAlertHandlers } from '../../mocks/jobAlertHandlers';
import { JobAlertsSection } from './JobAlertsSection';

/** The seeker dashboard's "Job alerts": from GET /api/job-alerts (MSW here). */
const meta = {
  title: 'Dashboard/JobAlertsSection',
  component: JobAlertsSection,
  beforeEach({ msw }) {
    msw.use(
      ...jobAlertHandlers([
        jobAlertFixture({
          search: { q: 'React', location: 'Pune', workModes: ['Remote', 'Hybrid'] },
          last_sent_at: '2026-11-24T06:00:00.000Z',
        }),
        jobAlertFixture({
          name: 'Data jobs',
          frequency: 'weekly',
          paused: true,
          search: { q: 'Data', experience: ['2-5'], salary: ['10-20'] },
        }),
      ]),
    );
    return signedInAs(SEEKER);
  },
} satisfies Meta<typeof JobAlertsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Alerts: Story = {};
export const NoAlerts: Story = {
  beforeEach({ msw }) {
    msw.use(...jobAlertHandlers([]));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.pending('get', '/api/job-alerts'));
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
