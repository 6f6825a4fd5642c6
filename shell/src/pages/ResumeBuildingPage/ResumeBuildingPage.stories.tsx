import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ResumeBuildingPage } from './ResumeBuildingPage';

/** `/services/resume-building`: how to write a resume that gets shortlisted in India. */
const meta = {
  title: 'Pages/ResumeBuildingPage',
  component: ResumeBuildingPage,
  parameters: { layout: 'fullscreen', route: '/services/resume-building' },
} satisfies Meta<typeof ResumeBuildingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
