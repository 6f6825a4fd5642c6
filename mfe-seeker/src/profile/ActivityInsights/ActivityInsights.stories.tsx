import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { insights } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { ActivityInsights } from './ActivityInsights';

/** Loads GET /api/profile/insights: each story answers it with MSW. */
const meta = {
  title: 'Profile/ActivityInsights',
  component: ActivityInsights,
} satisfies Meta<typeof ActivityInsights>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.insights());
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.insightsLoading());
  },
};
/** A new seeker: no applications, saved jobs or history yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.insights({
        applications_by_status: {
          applied: 0,
          under_review: 0,
          interview: 0,
          accepted: 0,
          rejected: 0,
        },
        applications_by_week: insights.applications_by_week.map((week) => ({ ...week, count: 0 })),
        saved_jobs: 0,
        completeness_history: [],
      }),
    );
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.insightsDown());
  },
};
export const Phone360: Story = {
  ...Ready,
  globals: { viewport: { value: 'phone360' } },
};
