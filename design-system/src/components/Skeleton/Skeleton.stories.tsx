import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Card } from '../Card';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { width: '100%', height: '1em', circle: false, lines: 1 },
  argTypes: {
    width: { control: 'text' },
    height: { control: 'text' },
    circle: { control: 'boolean' },
    lines: { control: { type: 'number', min: 1, max: 10 } },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};
export const TextLines: Story = { args: { lines: 4 } };
export const Avatar: Story = { args: { circle: true, height: 56 } };

/** A job card while the list loads. */
export const JobCardPlaceholder: Story = {
  render: () => (
    <Card style={{ maxWidth: 420 }} role="status" aria-busy="true" aria-label="Loading job">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 12 }}>
        <Skeleton circle height={40} />
        <Skeleton width="60%" height={20} />
      </div>
      <Skeleton lines={3} />
    </Card>
  ),
};
