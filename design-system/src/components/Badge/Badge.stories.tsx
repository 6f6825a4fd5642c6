import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { tone: 'neutral', size: 'md', children: 'Applied' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'grey', 'yellow', 'orange', 'blue', 'green', 'red', 'info'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every tone, with the application statuses they are used for. */
export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge {...args} tone="neutral">
        Applied
      </Badge>
      <Badge {...args} tone="yellow">
        Under review
      </Badge>
      <Badge {...args} tone="orange">
        On hold
      </Badge>
      <Badge {...args} tone="blue">
        Interview scheduled
      </Badge>
      <Badge {...args} tone="green">
        Selected
      </Badge>
      <Badge {...args} tone="red">
        Rejected
      </Badge>
      <Badge {...args} tone="info">
        Shortlisted
      </Badge>
    </div>
  ),
};

export const Small: Story = { args: { size: 'sm', tone: 'green', children: 'Actively hiring' } };
