import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { handlers } from '../../mocks/handlers';
import { emptyReview } from '../writeReviewForm';
import { WriteReviewForm } from './WriteReviewForm';

/** The write-review form: every field, the option sets and the messages next to the fields. */
const meta = {
  title: 'Community/WriteReviewForm',
  component: WriteReviewForm,
  args: {
    defaultValues: emptyReview,
    onSubmit: fn(async () => undefined),
    onFailure: fn(),
  },
  beforeEach({ msw }) {
    msw.use(handlers.companySuggestions());
  },
} satisfies Meta<typeof WriteReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as a seeker opens it. */
export const Empty: Story = {};
/** Sent empty: each required field says so next to it. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Anonymously' }));
    await expect(await canvas.findByText('Company name is required')).toBeVisible();
  },
};
