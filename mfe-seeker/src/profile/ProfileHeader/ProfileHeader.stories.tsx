import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { answer, longTextProfile, newProfile, profile } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { ProfileHeader } from './ProfileHeader';

const meta = {
  title: 'Profile/ProfileHeader',
  component: ProfileHeader,
  args: {
    profile,
    completeness: answer(profile, 92).completeness,
    onSaved: fn(),
    onPhoto: fn(),
  },
  // Edit saves through PATCH /api/profile.
  beforeEach({ msw }) {
    msw.use(...handlers.profileSaves());
  },
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {};
export const NewSeeker: Story = {
  args: { profile: newProfile, completeness: answer(newProfile, 8).completeness },
};
/** Saving fails: the form stays open with the server's reason. */
export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.profileRefuses());
  },
};
export const LongTexts: Story = { args: { profile: longTextProfile } };
export const Phone360: Story = {
  args: { profile: longTextProfile },
  globals: { viewport: { value: 'phone360' } },
};
