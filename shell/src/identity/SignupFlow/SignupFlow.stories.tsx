import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { StoryContext } from '@storybook/react-webpack5';
import { JOB_SEEKER_SIGNUP_TEXTS, RECRUITER_SIGNUP_TEXTS } from './signupTexts';
import { failure, handlers } from '../../mocks/handlers';
import { SignupFlow } from './SignupFlow';
import { sendDetails as sendSignupDetails } from './signupStories';
import { SEEKER } from '../../../../.storybook/session';

const ACCOUNT_EXISTS = 'An account with this email already exists. Please log in.';

/** A new job seeker fills in the details step and sends it. */
const sendDetails = (context: Pick<StoryContext, 'canvas' | 'userEvent'>) =>
  sendSignupDetails(context, JOB_SEEKER_SIGNUP_TEXTS, { ...SEEKER, password: 'Chennai2024' });

/**
 * The two-step registration (docs/product/identity-and-accounts.md#seeker-signup): details,
 * then the e-mailed code; `texts` makes it the job seeker's or the recruiter's.
 */
const meta = {
  title: 'Identity/SignupFlow',
  component: SignupFlow,
  parameters: { route: '/signup', controls: { exclude: ['texts'] } },
  args: { texts: JOB_SEEKER_SIGNUP_TEXTS },
} satisfies Meta<typeof SignupFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JobSeeker: Story = {};
export const Recruiter: Story = {
  args: { texts: RECRUITER_SIGNUP_TEXTS },
  parameters: { route: '/recruiter-signup' },
};
/** Submitted empty: every field says what it needs. */
export const MissingDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: JOB_SEEKER_SIGNUP_TEXTS.sendLabel }));
    await canvas.findByText('Please enter your full name');
  },
};
export const SendingCode: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.otpSending());
  },
  play: async (context) => {
    await sendDetails(context);
    await context.canvas.findByRole('button', { name: JOB_SEEKER_SIGNUP_TEXTS.sendingLabel });
  },
};
/** The code was e-mailed: step 2. */
export const CodeSent: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.otpSent());
  },
  play: async (context) => {
    await sendDetails(context);
    await context.canvas.findByRole('heading', { name: 'Verify Email' });
  },
};
export const AccountExists: Story = {
  beforeEach({ msw }) {
    msw.use(failure('post', '/api/send-otp', 409, { error: ACCOUNT_EXISTS }));
  },
  play: async (context) => {
    await sendDetails(context);
    // Under the form and in the toast.
    await context.canvas.findAllByText(ACCOUNT_EXISTS);
  },
};
