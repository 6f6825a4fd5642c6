import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { JOB_SEEKER_SIGNUP_TEXTS } from '../../identity/SignupFlow/signupTexts';
import { SEEKER } from '../../../../.storybook/session';
import { signupStepStories } from '../../identity/SignupFlow/signupStories';
import { SignupPage } from './SignupPage';

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
const steps = signupStepStories(JOB_SEEKER_SIGNUP_TEXTS, { ...SEEKER, password: 'Gurugram2024' });
export const VerifyStep: Story = steps.VerifyStep;
export const Sending: Story = steps.Sending;
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
