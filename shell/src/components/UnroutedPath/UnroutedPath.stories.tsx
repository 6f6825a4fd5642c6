import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { UnroutedPath } from './UnroutedPath';

/**
 * A path no part of the portal routes: not found, or, when a remote's paths could not be read,
 * that area is unavailable with a Retry (which reads `/remotes.json` again).
 */
const meta = {
  title: 'Frame/UnroutedPath',
  component: UnroutedPath,
  parameters: { route: '/employee-reviews/freshworks' },
  args: { unknownRemotes: [], onRetry: fn(async () => {}) },
} satisfies Meta<typeof UnroutedPath>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every remote's paths are known: the path is simply not found. */
export const NotFound: Story = {};
/** The community remote's paths could not be read: the path may be its. */
export const OneAreaUnavailable: Story = { args: { unknownRemotes: ['mfe_community'] } };
/** `/remotes.json` itself could not be read. */
export const RemotesUnknown: Story = { args: { unknownRemotes: null } };
export const Phone360: Story = {
  args: { unknownRemotes: ['mfe_community'] },
  globals: { viewport: { value: 'phone360' } },
};
