import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RECRUITER, SEEKER, sessionLoading, signedInAs } from '../../../../.storybook/session';
import { DashboardPage } from './DashboardPage';

/** Where the page sent the user (the story has no dashboards of its own). */
function Destination() {
  const location = useLocation();
  return (
    <p>
      Redirected to <code>{location.pathname}</code>
    </p>
  );
}

/**
 * `/dashboard` (docs/product/navigation-and-layout.md#login-gates): the recruiter's or the
 * seeker's dashboard by role, a login prompt when logged out.
 */
const meta = {
  title: 'Pages/DashboardPage',
  component: DashboardPage,
  parameters: { layout: 'fullscreen', route: '/dashboard' },
  render: () => (
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="*" element={<Destination />} />
    </Routes>
  ),
  beforeEach: () => signedInAs(null),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const Seeker: Story = { beforeEach: () => signedInAs(SEEKER) };
export const Recruiter: Story = { beforeEach: () => signedInAs(RECRUITER) };
export const SessionLoading: Story = { beforeEach: sessionLoading };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
