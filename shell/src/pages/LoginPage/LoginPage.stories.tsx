import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { signedInAs } from '../../../../.storybook/session';
import { handlers } from '../../mocks/handlers';
import { LoginPage } from './LoginPage';

/**
 * `/login` (docs/product/identity-and-accounts.md#login): the login form beside the benefits of
 * registering. The form's own states are in Identity/LoginForm.
 */
const meta = {
  title: 'Pages/LoginPage',
  component: LoginPage,
  parameters: { layout: 'fullscreen', route: '/login' },
  beforeEach: () => signedInAs(null),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Sent here by a login gate: after login, back to the saved jobs. */
export const WithNext: Story = { parameters: { route: '/login?next=%2Fsaved-jobs' } };
export const LoginFailed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.loginRefused());
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Email/), 'rahul.verma@example.in');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'wrong-password1');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    // Under the form and in the toast.
    await canvas.findAllByText('Login Failed: Invalid email or password');
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
