import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { StarRating, StarRatingDisplay } from './StarRating';

/** Whole stars picked by mouse or keyboard (Tab into the group, arrows to move and choose). */
const meta = {
  title: 'Forms/StarRating',
  component: StarRating,
  args: { label: 'Overall rating', value: null, onChange: () => {}, required: true },
  render: function Render(args) {
    const [value, setValue] = useState(args.value ?? null);
    return <StarRating {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { value: 4 } };
export const WithError: Story = {
  args: { label: 'Work-life balance', error: 'Work-life balance is required' },
};
export const Disabled: Story = { args: { value: 3, disabled: true } };
export const Display: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <StarRatingDisplay value={4.2} count={128} />
      <StarRatingDisplay value={3} count={1} />
      <StarRatingDisplay value={null} count={0} />
    </div>
  ),
};
