import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { signedInAs } from '../../../../.storybook/session';
import { renderWithRedirects, roleRedirectStories } from '../roleRedirectStories';
import { handlers } from '../../mocks/handlers';
import { HomePage } from './HomePage';

/** `/`: the landing page when logged out, the seeker's home or the recruiter's dashboard. */
const meta = {
  title: 'Pages/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen', route: '/' },
  render: renderWithRedirects('/', <HomePage />),
  beforeEach({ msw }) {
    msw.use(handlers.highlights());
    return signedInAs(null);
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = roleRedirectStories.SignedOut;
export const Seeker: Story = roleRedirectStories.Seeker;
export const Recruiter: Story = roleRedirectStories.Recruiter;
export const SessionLoading: Story = roleRedirectStories.SessionLoading;
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
