import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { handlers } from '../../mocks/handlers';
import { emptyInterview } from '../shareInterviewForm';
import { ShareInterviewForm } from './ShareInterviewForm';

/** The share-interview-experience form: every field, the questions list and the messages. */
const meta = {
  title: 'Community/ShareInterviewForm',
  component: ShareInterviewForm,
  args: {
    defaultValues: emptyInterview,
    onSubmit: fn(async () => undefined),
    onFailure: fn(),
  },
  beforeEach({ msw }) {
    msw.use(handlers.companySuggestions());
  },
} satisfies Meta<typeof ShareInterviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as a seeker opens it: one question box. */
export const Empty: Story = {};
/** Sent empty with two question boxes: each required field says so next to it. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add another question' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Share anonymously' }));
    await expect(await canvas.findByText('Question 2 is required')).toBeVisible();
    await expect(canvas.getByText('Interview date is required')).toBeVisible();
  },
};
/** Filled in (a kept draft), with three questions. */
export const Filled: Story = {
  args: {
    defaultValues: {
      ...emptyInterview,
      company_name: 'Infosys',
      role: 'Senior Backend Engineer',
      interview_month: '03',
      interview_year: '2026',
      difficulty: 'hard',
      outcome: 'selected',
      source: 'referral',
      questions: [
        { text: 'Design a rate limiter for a public API.' },
        { text: 'How did you use MongoDB in your last project?' },
        { text: 'What is your notice period?' },
      ],
      experience: 'Three rounds over two weeks; the panel was demanding but fair.',
    },
  },
};
export const Phone360: Story = { ...Filled, globals: { viewport: { value: 'phone360' } } };
