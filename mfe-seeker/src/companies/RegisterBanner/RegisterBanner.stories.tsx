import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RegisterBanner } from './RegisterBanner';

/** The employers' banner that splits the directory's list after 6 companies. */
const meta = {
  title: 'Companies/RegisterBanner',
  component: RegisterBanner,
} satisfies Meta<typeof RegisterBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
