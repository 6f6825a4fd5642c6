import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { http, HttpResponse } from 'msw';
import { failure } from '../../mocks/handlers';
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

const TOKEN = 'Ab3_-x'.padEnd(43, 'k');
/** Opened from a sub-user's invitation mail: who invites, the address read-only. */
export const Invited: Story = {
  parameters: { route: `/recruiter-signup?invite=${TOKEN}` },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/sub-user-invites/:token', () =>
        HttpResponse.json({
          email: 'kavya@acme.example.in',
          name: 'Kavya Rao',
          account: { name: 'Priya Nair', company: 'Acme Talent' },
        }),
      ),
    );
  },
};
/** An invitation withdrawn, expired or used: the server's text and the normal signup. */
export const InvitationGone: Story = {
  parameters: { route: `/recruiter-signup?invite=${TOKEN}` },
  beforeEach({ msw }) {
    msw.use(
      failure('get', '/api/sub-user-invites/:token', 404, {
        error: 'This invitation has expired or was withdrawn',
      }),
    );
  },
};
