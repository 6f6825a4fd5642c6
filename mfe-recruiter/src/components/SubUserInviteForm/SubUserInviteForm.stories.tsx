import { ApiError } from '@rozgar/design-system';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubUserInviteForm } from './SubUserInviteForm';

/** The invite form of /sub-users: name and e-mail, the server's refusal in words. */
const meta = {
  title: 'Sub-users/SubUserInviteForm',
  component: SubUserInviteForm,
  args: { onInvite: fn(async () => undefined) },
} satisfies Meta<typeof SubUserInviteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Every seat taken: the button is off and the note says why. */
export const SeatsFull: Story = { args: { full: true } };
/** The server refused: its text under the form. */
export const Refused: Story = {
  args: {
    onInvite: fn(async () => {
      const error = 'This address already has a Rozgar account, so it cannot be invited';
      throw new ApiError(409, error, { error });
    }),
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Kavya Rao');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'kavya@acme.example.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText(/already has a Rozgar account/)).toHaveAttribute(
      'role',
      'alert',
    );
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
