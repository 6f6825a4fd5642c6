import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import { answer, longTextProfile, newProfile, profile } from '../../mocks/fixtures';
import { emailPreferenceHandlers } from '../../mocks/emailPreferenceHandlers';
import { jobAlertFixture, jobAlertHandlers } from '../../mocks/jobAlertHandlers';
import { handlers } from '../../mocks/handlers';
import { resumeFixture } from '../../mocks/profileFixtures';
import { JobSeekerDashboardPage } from './JobSeekerDashboardPage';

const withResume = {
  ...answer(profile, 92),
  resume: resumeFixture({ filename: 'ananya-krishnan-frontend.pdf', size: 182_400 }),
};

/**
 * `/job-seeker-dashboard` (docs/product/seeker-profile-and-resume.md#profile-dashboard): the
 * profile from GET /api/profile with its sections to edit, and the activity insights (MSW here).
 */
const meta = {
  title: 'Pages/JobSeekerDashboardPage',
  component: JobSeekerDashboardPage,
  parameters: { layout: 'fullscreen', route: '/job-seeker-dashboard' },
  beforeEach({ msw }) {
    msw.use(
      handlers.profile(withResume),
      handlers.insights(),
      ...handlers.profileSaves(),
      ...emailPreferenceHandlers.stored(),
      ...jobAlertHandlers([jobAlertFixture()]),
    );
    return signedInAs(SEEKER);
  },
} satisfies Meta<typeof JobSeekerDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
/** The Activity insights tab. */
export const Insights: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('tab', { name: 'Activity insights' }));
  },
};
/** A seeker who just signed up: every section asks to be filled in, no resume. */
export const NewSeeker: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.profile(answer(newProfile, 17)));
  },
};
export const LongTexts: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.profile(answer(longTextProfile, 100)));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.pending('get', '/api/profile'));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.refuses('get', '/api/profile', 'Database unavailable, please try again shortly'),
    );
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
