import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Route, Routes, useLocation } from 'react-router-dom';
import { RECRUITER, SEEKER, sessionLoading, signedInAs } from '../../../../.storybook/session';
import { handlers } from '../../mocks/handlers';
import { HomePage } from './HomePage';

/** Where the page sent the user (the story has no seeker home or dashboard of its own). */
function Destination() {
  const location = useLocation();
  return (
    <p>
      Redirected to <code>{location.pathname}</code>
    </p>
  );
}

/** `/`: the landing page when logged out, the seeker's home or the recruiter's dashboard. */
const meta = {
  title: 'Pages/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen', route: '/' },
  render: () => (
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<Destination />} />
    </Routes>
  ),
  beforeEach({ msw }) {
    msw.use(handlers.highlights());
    return signedInAs(null);
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};
export const Seeker: Story = { beforeEach: () => signedInAs(SEEKER) };
export const Recruiter: Story = { beforeEach: () => signedInAs(RECRUITER) };
export const SessionLoading: Story = { beforeEach: sessionLoading };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
