import type { Meta, StoryContext, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER_SIGNUP_TEXTS } from '../../identity/SignupFlow/signupTexts';
import { handlers } from '../../mocks/handlers';
import { RecruiterSignupPage } from './RecruiterSignupPage';

/** Fills in the details step and sends it. */
async function sendDetails({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(canvas.getByLabelText(/^Full name/), 'Priya Nair');
  await userEvent.type(canvas.getByLabelText(/^Email/), 'priya.nair@freshworks.example.in');
  await userEvent.type(canvas.getByLabelText(/^Password/), 'Freshworks2024');
  await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'Freshworks2024');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: RECRUITER_SIGNUP_TEXTS.sendLabel }));
}

/**
 * `/recruiter-signup`: recruiter registration with e-mail verification (docs/product/identity-and-accounts.md#recruiter-registration). The flow's
 * other states are in Identity/SignupFlow.
 */
const meta = {
  title: 'Pages/RecruiterSignupPage',
  component: RecruiterSignupPage,
  parameters: { layout: 'fullscreen', route: '/recruiter-signup' },
} satisfies Meta<typeof RecruiterSignupPage>;

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
    await context.canvas.findByRole('button', { name: RECRUITER_SIGNUP_TEXTS.sendingLabel });
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
