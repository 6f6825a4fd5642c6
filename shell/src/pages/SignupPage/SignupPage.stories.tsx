import type { Meta, StoryContext, StoryObj } from '@storybook/react-webpack5';
import { JOB_SEEKER_SIGNUP_TEXTS } from '../../identity/SignupFlow/signupTexts';
import { handlers } from '../../mocks/handlers';
import { SignupPage } from './SignupPage';

/** Fills in the details step and sends it. */
async function sendDetails({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(canvas.getByLabelText(/^Full name/), 'Rahul Verma');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'rahul.verma@example.in');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Gurugram2024');
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Gurugram2024');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: JOB_SEEKER_SIGNUP_TEXTS.sendLabel }));
}

/**
 * `/signup`: the job seeker's two-step signup (docs/product/identity-and-accounts.md#seeker-signup). The flow's
 * other states are in Identity/SignupFlow.
 */
const meta = {
  title: 'Pages/SignupPage',
  component: SignupPage,
  parameters: { layout: 'fullscreen', route: '/signup' },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Details sent, the code is on its way: step 2. */
export const VerifyStep: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.otpSent());
  },
  play: async (context) => {
    await sendDetails(context);
    await context.canvas.findByRole('heading', { name: 'Verify Email' });
  },
};
/** The mail service has not answered yet: the button says the code is being sent. */
export const Sending: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.otpSending());
  },
  play: async (context) => {
    await sendDetails(context);
    await context.canvas.findByRole('button', { name: JOB_SEEKER_SIGNUP_TEXTS.sendingLabel });
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
