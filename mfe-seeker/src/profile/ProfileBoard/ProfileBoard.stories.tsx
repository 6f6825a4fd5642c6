import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { answer, longTextProfile, newProfile, profile } from '../../mocks/fixtures';
import { ProfileBoard } from './ProfileBoard';

const meta = {
  title: 'Profile/ProfileBoard',
  component: ProfileBoard,
  args: {
    state: { status: 'ready', data: answer(profile, 92) },
    fallbackName: 'ananya.krishnan@example.in',
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfileBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'Failed to load profile' } },
};
/** A new seeker: nothing filled in yet. */
export const NewSeeker: Story = {
  args: { state: { status: 'ready', data: answer(newProfile, 8) } },
};
export const LongTexts: Story = {
  args: { state: { status: 'ready', data: answer(longTextProfile, 100) } },
};
export const Phone360: Story = {
  ...LongTexts,
  globals: { viewport: { value: 'phone360' } },
};
