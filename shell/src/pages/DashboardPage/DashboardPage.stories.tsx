import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { signedInAs } from '../../../../.storybook/session';
import { renderWithRedirects, roleRedirectStories } from '../roleRedirectStories';
import { DashboardPage } from './DashboardPage';

/**
 * `/dashboard` (docs/product/navigation-and-layout.md#login-gates): the recruiter's or the
 * seeker's dashboard by role, a login prompt when logged out.
 */
const meta = {
  title: 'Pages/DashboardPage',
  component: DashboardPage,
  parameters: { layout: 'fullscreen', route: '/dashboard' },
  render: renderWithRedirects('/dashboard', <DashboardPage />),
  beforeEach: () => signedInAs(null),
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = roleRedirectStories.SignedOut;
export const Seeker: Story = roleRedirectStories.Seeker;
export const Recruiter: Story = roleRedirectStories.Recruiter;
export const SessionLoading: Story = roleRedirectStories.SessionLoading;
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
