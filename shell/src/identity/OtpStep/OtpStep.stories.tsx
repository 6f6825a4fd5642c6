import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { newPasswordSchema } from '../identitySchemas';
import { newPasswordFields } from '../NewPasswordFields/NewPasswordFields';
import { OtpStep } from './OtpStep';

/**
 * The e-mail verification step of both signups and password recovery: the 6-digit code, Resend
 * OTP and a way back (docs/product/identity-and-accounts.md#step-2--verify-the-e-mail).
 */
const meta = {
  title: 'Identity/OtpStep',
  component: OtpStep,
  args: {
    heading: 'Verify Email',
    email: 'ananya.krishnan@example.in',
    submitLabel: 'Verify OTP',
    pendingLabel: 'Verifying...',
    backLabel: 'Back to Signup',
    onSubmit: fn(async () => {}),
    onResend: fn(async () => {}),
    onBack: fn(),
    failure: null,
  },
} satisfies Meta<typeof OtpStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The server refused the code. */
export const WrongCode: Story = { args: { failure: 'Invalid OTP. Please try again.' } };
/** Submitted without a code. */
export const MissingCode: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await canvas.findByText('Please enter the OTP sent to your email.');
  },
};
/** Password recovery: the new password under the code, checked with it. */
export const WithNewPassword: Story = {
  args: { heading: 'Reset Password', submitLabel: 'Reset Password', backLabel: 'Back' },
  render: (args) => (
    <OtpStep
      {...args}
      extra={{
        schema: newPasswordSchema,
        defaultValues: { password: '', confirmPassword: '' },
        render: ({ register, errors }) =>
          newPasswordFields({ register, errors, label: 'New password' }),
      }}
    />
  ),
};
