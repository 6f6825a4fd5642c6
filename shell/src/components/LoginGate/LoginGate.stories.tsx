import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RedirectDestination } from '../../../../.storybook/RedirectDestination';
import { Route, Routes } from 'react-router-dom';
import { SEEKER, sessionLoading, signedInAs } from '../../../../.storybook/session';
import { LoginGate } from './LoginGate';

/**
 * A gated route for a logged-out visitor (docs/product/navigation-and-layout.md#login-gates):
 * `prompt` shows "Please login First" with the login form; `redirect` goes to `/login?next=…`.
 * A logged-in user sees the page.
 */
const meta = {
  title: 'Frame/LoginGate',
  component: LoginGate,
  parameters: { layout: 'fullscreen', route: '/job-postings-section' },
  args: {
    mode: 'prompt',
    children: (
      <section style={{ padding: 24 }}>
        <h1>Job postings</h1>
        <p>Frontend Developer (React) · Freshworks · Chennai</p>
      </section>
    ),
  },
  render: (args) => (
    <Routes>
      <Route path="/login" element={<RedirectDestination />} />
      <Route path="*" element={<LoginGate {...args} />} />
    </Routes>
  ),
  beforeEach: () => signedInAs(null),
} satisfies Meta<typeof LoginGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Prompt: Story = {};
export const Redirect: Story = { args: { mode: 'redirect' }, parameters: { route: '/saved-jobs' } };
export const SignedIn: Story = { beforeEach: () => signedInAs(SEEKER) };
/** The session is still being read: neither the page nor the prompt yet. */
export const SessionLoading: Story = { beforeEach: sessionLoading };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
