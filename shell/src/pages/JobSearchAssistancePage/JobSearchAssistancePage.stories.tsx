import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { JobSearchAssistancePage } from './JobSearchAssistancePage';

/** `/job-search-assistance`: a practical job-search plan for the Indian market. */
const meta = {
  title: 'Pages/JobSearchAssistancePage',
  component: JobSearchAssistancePage,
  parameters: { layout: 'fullscreen', route: '/job-search-assistance' },
} satisfies Meta<typeof JobSearchAssistancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
