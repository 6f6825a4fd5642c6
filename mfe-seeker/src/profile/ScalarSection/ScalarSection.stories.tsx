import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { educationSpec, preferenceSpec, summarySpec } from '../profileForms';
import { longTextProfile, newProfile, profile } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { ScalarSection } from './ScalarSection';

const meta = {
  title: 'Profile/ScalarSection',
  component: ScalarSection,
  args: { id: 'preference', spec: preferenceSpec, profile, onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(...handlers.profileSaves());
  },
} satisfies Meta<typeof ScalarSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CareerPreferences: Story = {};
export const Education: Story = { args: { id: 'education', spec: educationSpec } };
export const ProfileSummary: Story = { args: { id: 'profile-summary', spec: summarySpec } };
/** Nothing filled in: the section invites the seeker to add it. */
export const Empty: Story = { args: { profile: newProfile } };
export const SaveFails: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.profileRefuses());
  },
};
export const LongTexts: Story = {
  args: { id: 'profile-summary', spec: summarySpec, profile: longTextProfile },
};
export const Phone360: Story = {
  args: { profile: longTextProfile },
  globals: { viewport: { value: 'phone360' } },
};
