import type { Meta, StoryContext, StoryObj } from '@storybook/react-webpack5';
import { failure, handlers } from '../../mocks/handlers';
import { ForgotPasswordPage } from './ForgotPasswordPage';

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
    msw.use(handlers.resetCodeSending());
  },
  play: async (context) => {
    await requestCode(context);
    await context.canvas.findByRole('button', { name: 'Sending OTP...' });
  },
};
/** The code was sent: the code and the new password. */
export const ResetStep: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.resetCodeSent());
  },
  play: async (context) => {
    await requestCode(context);
    await context.canvas.findByRole('heading', { name: 'Reset Password' });
  },
};
export const SendFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      failure('post', '/api/password-reset/send-otp', 429, {
        error: 'Too many requests. Please try again later.',
      }),
    );
  },
  play: async (context) => {
    await requestCode(context);
    // Under the form and in the toast.
    await context.canvas.findAllByText('Too many requests. Please try again later.');
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
