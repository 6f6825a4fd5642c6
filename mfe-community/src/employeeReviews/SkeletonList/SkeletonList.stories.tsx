import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SkeletonList } from './SkeletonList';

/** The reviews pages' loading placeholder: rows of the real cards' height. */
const meta = {
  title: 'Community/SkeletonList',
  component: SkeletonList,
  args: { label: 'Loading reviews', count: 3, height: 280 },
} satisfies Meta<typeof SkeletonList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three review cards loading. */
export const Reviews: Story = {};
/** Company cards loading, as a grid's list. */
export const Companies: Story = { args: { label: 'Loading companies', count: 6, height: 180 } };
