import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ApplyReadinessDialog } from './ApplyReadinessDialog';

/** Asked once per browser session before applying without a resume or with a thin profile. */
const meta = {
  title: 'Jobs/ApplyReadinessDialog',
  component: ApplyReadinessDialog,
  args: {
    readiness: { noResume: true, lowProfilePercent: 25 },
    jobTitle: 'React Developer',
    onApplyAnyway: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ApplyReadinessDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoResumeAndThinProfile: Story = {};
export const NoResume: Story = { args: { readiness: { noResume: true, lowProfilePercent: null } } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
