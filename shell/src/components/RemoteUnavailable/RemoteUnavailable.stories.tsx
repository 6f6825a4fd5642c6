import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { RemoteUnavailable } from './RemoteUnavailable';

/** What a route shows when its remote fails to load; the rest of the portal keeps working. */
const meta = {
  title: 'Frame/RemoteUnavailable',
  component: RemoteUnavailable,
  args: { area: 'jobs', onRetry: fn(), retrying: false },
} satisfies Meta<typeof RemoteUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
