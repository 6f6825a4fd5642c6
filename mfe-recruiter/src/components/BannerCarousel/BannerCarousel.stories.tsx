import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { BannerCarousel } from './BannerCarousel';

/**
 * The dashboard's banners: claim the company page, find talent in Resdex; Previous / Next (or ← →)
 * wrap around, the picker shows one directly.
 */
const meta = {
  title: 'Dashboard/BannerCarousel',
  component: BannerCarousel,
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const First: Story = {};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
