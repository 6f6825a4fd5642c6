import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER_SIGNUP_TEXTS } from '../../identity/SignupFlow/signupTexts';
import { RECRUITER } from '../../../../.storybook/session';
import { signupStepStories } from '../../identity/SignupFlow/signupStories';
import { RecruiterSignupPage } from './RecruiterSignupPage';

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
const steps = signupStepStories(RECRUITER_SIGNUP_TEXTS, {
  ...RECRUITER,
  password: 'Freshworks2024',
});
export const VerifyStep: Story = steps.VerifyStep;
export const Sending: Story = steps.Sending;
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
