import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { signedInAs } from '../../../../.storybook/session';
import { handlers } from '../../mocks/handlers';
import { LoginForm } from './LoginForm';

/**
 * Email and password with a show/hide toggle (docs/product/identity-and-accounts.md#login); on
 * failure "Login Failed: " and the server's reason, under the form and as a toast.
 */
const meta = {
  title: 'Identity/LoginForm',
  component: LoginForm,
  parameters: { route: '/login' },
  args: { heading: 'Login', headingLevel: 'h1', next: null },
  beforeEach: () => signedInAs(null),
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Embedded in a page that has its own h1 (the login gate's prompt). */
export const Embedded: Story = { args: { headingLevel: 'h2', next: '/job-postings-section' } };
/** Submitted empty: both fields say what is missing. */
export const MissingFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await canvas.findByText('Please enter your email');
  },
};
export const LoggingIn: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.loginPending());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ananya.krishnan@example.in');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Chennai2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await canvas.findByRole('button', { name: 'Logging in...' });
  },
};
export const LoginFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.loginRefused());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'ananya.krishnan@example.in');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-password1');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    // Under the form and in the toast.
    await canvas.findAllByText('Login Failed: Invalid email or password');
  },
};
