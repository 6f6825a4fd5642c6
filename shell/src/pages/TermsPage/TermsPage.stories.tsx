import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TermsPage } from './TermsPage';

/** `/terms-and-conditions`: the terms of use with their table of contents. */
const meta = {
  title: 'Pages/TermsPage',
  component: TermsPage,
  parameters: { layout: 'fullscreen', route: '/terms-and-conditions' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
