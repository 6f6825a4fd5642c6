import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No saved jobs yet',
    description: 'Save the jobs you like and come back to them any time.',
    icon: '🔖',
    headingLevel: 2,
    action: <Button>Browse jobs</Button>,
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    icon: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = {
  args: { title: 'No reviews found', description: undefined, icon: undefined, action: undefined },
};
export const LoadError: Story = {
  args: {
    title: 'Failed to load saved jobs. Please try again later.',
    description: undefined,
    icon: '⚠️',
    action: <Button variant="secondary">Retry</Button>,
  },
};
