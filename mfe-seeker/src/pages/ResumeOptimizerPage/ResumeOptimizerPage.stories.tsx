import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import { fresherJob, frontendJob, longTextJob } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { resumeFixture } from '../../mocks/profileFixtures';
import { ResumeOptimizerPage } from './ResumeOptimizerPage';

const resume = resumeFixture({ filename: 'ananya-krishnan-frontend.pdf' });

const resumeText =
  'Ananya Krishnan — Frontend Engineer, Bengaluru. 4 years building React and TypeScript apps at a fintech: Redux, Jest, GraphQL, design systems, performance and code reviews.';

/** The portal's keywords (the open jobs' skills and title words): what counts as a keyword. */
const PORTAL_KEYWORDS = [
  'React',
  'TypeScript',
  'JavaScript',
  'Redux',
  'Jest',
  'GraphQL',
  'Developer',
  'Frontend',
  'Engineer',
  'CSS',
  'HTML',
  'Node.js',
  'Accessibility',
  'Performance',
  'Testing',
];

/**
 * `/resume-optimizer`: the resume's keywords against a job description's — the uploaded resume's
 * text (GET /api/resume, /api/resume/text) or a pasted one, and a pasted job or an open job's text.
 */
const meta = {
  title: 'Pages/ResumeOptimizerPage',
  component: ResumeOptimizerPage,
  parameters: { layout: 'fullscreen', route: '/resume-optimizer' },
  beforeEach({ msw }) {
    msw.use(
      handlers.resume(resume),
      handlers.resumeText(resumeText),
      handlers.openJobs([frontendJob, fresherJob, longTextJob]),
      handlers.portalKeywords(PORTAL_KEYWORDS),
    );
    return signedInAs(SEEKER);
  },
} satisfies Meta<typeof ResumeOptimizerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled in from the uploaded resume. */
export const Ready: Story = {};
/** Compared with the React job's description: matched and missing keywords. */
export const Compared: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/Filled in from your uploaded resume/);
    await userEvent.type(
      canvas.getByLabelText(/^Job description/),
      frontendJob.job_description ?? '',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Compare' }));
  },
};
/** Logged out: the visitor pastes both texts. */
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
/** No resume uploaded: a link to upload one. */
export const NoResume: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resume(null));
  },
};
/** An uploaded scan with no text to read. */
export const ResumeWithoutText: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resume({ ...resume, has_text: false }));
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.pending('get', '/api/resume'));
  },
};
export const ResumeError: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.refuses('get', '/api/resume', 'Database unavailable, please try again shortly'),
    );
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
