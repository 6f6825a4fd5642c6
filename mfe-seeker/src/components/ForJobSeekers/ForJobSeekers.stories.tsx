import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ForJobSeekers } from './ForJobSeekers';

const meta = {
  title: 'Frame/ForJobSeekers',
  component: ForJobSeekers,
} satisfies Meta<typeof ForJobSeekers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
