import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, SEEKER, signedInAs } from '../../../../.storybook/session';
import { LoginPrompt } from './LoginPrompt';
import { RecruiterOnly } from './RecruiterOnly';

/** The gate of every recruiter page: the page for a recruiter, a prompt for everyone else. */
const meta = {
  title: 'Frame/RecruiterOnly',
  component: RecruiterOnly,
  args: {
    loggedOut: (
      <LoginPrompt
        title="Recruiter dashboard"
        next="/recruiter-dashboard"
        purpose="see your job postings"
      />
    ),
    children: (user) => <p>Welcome, {user.name}. Your job postings appear here.</p>,
  },
  beforeEach: () => signedInAs(RECRUITER),
} satisfies Meta<typeof RecruiterOnly>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Recruiter: Story = {};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
/** A job seeker on a recruiter page is told the page is for recruiters. */
export const JobSeeker: Story = { beforeEach: () => signedInAs(SEEKER) };
