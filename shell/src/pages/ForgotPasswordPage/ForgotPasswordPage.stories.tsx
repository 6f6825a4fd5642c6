import type { Meta, StoryContext, StoryObj } from '@storybook/react-webpack5';
import { delay, http, HttpResponse } from 'msw';
import { ForgotPasswordPage } from './ForgotPasswordPage';

/** POST /api/password-reset/send-otp as the BFF answers it. */
const sendCodeHandlers = {
  sent: () => http.post('/api/password-reset/send-otp', () => HttpResponse.json({ success: true })),
  pending: () =>
    http.post('/api/password-reset/send-otp', async () => {
      await delay('infinite');
      return HttpResponse.json({ success: true });
    }),
  rateLimited: () =>
    http.post('/api/password-reset/send-otp', () =>
      HttpResponse.json({ error: 'Too many requests. Please try again later.' }, { status: 429 }),
    ),
};

/** Asks for a code for the account's e-mail. */
async function requestCode({ canvas, userEvent }: Pick<StoryContext, 'canvas' | 'userEvent'>) {
  await userEvent.type(canvas.getByLabelText(/^Email/), 'ananya.krishnan@example.in');
  await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
}

/** `/forgot-password`: a code by e-mail, then a new password with it. */
const meta = {
  title: 'Pages/ForgotPasswordPage',
  component: ForgotPasswordPage,
  parameters: { layout: 'fullscreen', route: '/forgot-password' },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SendingCode: Story = {
  beforeEach({ msw }) {
    msw.use(sendCodeHandlers.pending());
  },
  play: async (context) => {
    await requestCode(context);
    await context.canvas.findByRole('button', { name: 'Sending OTP...' });
  },
};
/** The code was sent: the code and the new password. */
export const ResetStep: Story = {
  beforeEach({ msw }) {
    msw.use(sendCodeHandlers.sent());
  },
  play: async (context) => {
    await requestCode(context);
    await context.canvas.findByRole('heading', { name: 'Reset Password' });
  },
};
export const SendFailed: Story = {
  beforeEach({ msw }) {
    msw.use(sendCodeHandlers.rateLimited());
  },
  play: async (context) => {
    await requestCode(context);
    // Under the form and in the toast.
    await context.canvas.findAllByText('Too many requests. Please try again later.');
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
