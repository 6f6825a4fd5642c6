import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn } from 'storybook/test';
import { InlineLoadError } from './InlineLoadError';

/** A home section's or the keyword suggestions' failed load, with Retry. */
const meta = {
  title: 'Feedback/InlineLoadError',
  component: InlineLoadError,
  args: { message: 'Database unavailable, please try again shortly', retry: fn() },
} satisfies Meta<typeof InlineLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.retry).toHaveBeenCalledOnce();
  },
};
