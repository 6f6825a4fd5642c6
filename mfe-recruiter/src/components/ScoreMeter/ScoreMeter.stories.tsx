import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ScoreMeter } from './ScoreMeter';

/** A score out of 100 as a meter with its number and words (the keyword optimiser's score). */
const meta = {
  title: 'Keywords/ScoreMeter',
  component: ScoreMeter,
  args: { label: 'Keyword score', score: 60, detail: '3 of 5 checks met' },
} satisfies Meta<typeof ScoreMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middling: Story = {};
export const Low: Story = { args: { score: 20, detail: '1 of 5 checks met' } };
export const Full: Story = { args: { score: 100, detail: '5 of 5 checks met' } };
export const Nothing: Story = { args: { score: 0, detail: '0 of 5 checks met' } };
