import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { InterviewPreparationPage } from './InterviewPreparationPage';

/** `/services/interview-preparation`: six interview guides that open in a new tab. */
const meta = {
  title: 'Pages/InterviewPreparationPage',
  component: InterviewPreparationPage,
  parameters: { layout: 'fullscreen', route: '/services/interview-preparation' },
} satisfies Meta<typeof InterviewPreparationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
