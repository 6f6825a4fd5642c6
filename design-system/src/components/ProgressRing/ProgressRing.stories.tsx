import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ProgressRing } from './ProgressRing';

const meta = {
  title: 'Components/ProgressRing',
  component: ProgressRing,
  args: { value: 58, tone: 'yellow', label: 'Profile completion', size: 96 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 100, step: 1 } },
    tone: {
      control: 'select',
      options: ['neutral', 'grey', 'yellow', 'orange', 'blue', 'green', 'red', 'info'],
    },
    size: { control: { type: 'range', min: 48, max: 200, step: 4 } },
    label: { control: 'text' },
  },
} satisfies Meta<typeof ProgressRing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The seeker's profile completion: red at 4 or fewer of 12 fields, yellow above. */
export const ProfileCompletion: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      <ProgressRing {...args} value={33} tone="red" label="Profile completion (4 of 12)" />
      <ProgressRing {...args} value={42} tone="yellow" label="Profile completion (5 of 12)" />
      <ProgressRing {...args} value={100} tone="yellow" label="Profile completion (12 of 12)" />
    </div>
  ),
};

export const Small: Story = { args: { size: 56, value: 75, tone: 'green' } };

export const CustomCentre: Story = {
  args: { value: 30, tone: 'blue', label: 'Quota used', children: '3/10' },
};
