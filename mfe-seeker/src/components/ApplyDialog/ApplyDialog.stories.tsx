import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { screen } from 'storybook/test';
import { prescreeningQuestions } from '../../mocks/prescreeningFixtures';
import { ApplyDialog } from './ApplyDialog';

/**
 * The apply step of a job with pre-screening questions: a yes/no, a multiple choice, a rating and
 * a free text, two of them required.
 */
const meta = {
  title: 'Jobs/ApplyDialog',
  component: ApplyDialog,
  args: {
    open: true,
    jobTitle: 'Senior Frontend Engineer (React)',
    questions: prescreeningQuestions,
    onApply: () => Promise.resolve(true),
    onClose: () => undefined,
  },
} satisfies Meta<typeof ApplyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Questions: Story = {};
/** Sent without answering a required question: the problem above the questions. */
export const RequiredLeftBlank: Story = {
  // The dialog renders into the document's body, outside the story's canvas.
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    await screen.findByText(/Please answer the required question/);
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
