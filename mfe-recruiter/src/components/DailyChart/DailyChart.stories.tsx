import type { Meta, StoryObj } from '@storybook/react-webpack5';
import {
  analyticsJobsFixture,
  jobAnalyticsAnswer,
  STORY_TODAY,
} from '../../mocks/analyticsHandlers';
import { DailyChart } from './DailyChart';

const answer = (range: 30 | 90) =>
  jobAnalyticsAnswer(analyticsJobsFixture(STORY_TODAY), range, null, STORY_TODAY);

const meta = {
  title: 'Analytics/DailyChart',
  component: DailyChart,
  args: { caption: 'Views and applies per day, All jobs, last 30 days', days: answer(30).days },
} satisfies Meta<typeof DailyChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThirtyDays: Story = {};
export const NinetyDays: Story = {
  args: { caption: 'Views and applies per day, All jobs, last 90 days', days: answer(90).days },
};
/** A period without a single view or apply: a flat chart, every day 0. */
export const Quiet: Story = {
  args: { days: answer(30).days.map((day) => ({ ...day, views: 0, applies: 0 })) },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
