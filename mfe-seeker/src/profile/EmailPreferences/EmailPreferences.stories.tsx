import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { DEFAULT_EMAIL_PREFERENCES } from '@rozgar/contracts/vocabularies';
import { emailPreferenceHandlers } from '../../mocks/emailPreferenceHandlers';
import { EmailPreferences } from './EmailPreferences';

/** The seeker dashboard's "E-mail notifications": one switch per kind of e-mail, saved at once. */
const meta = {
  title: 'Profile/EmailPreferences',
  component: EmailPreferences,
  args: { id: 'email-notifications' },
  beforeEach({ msw }) {
    msw.use(...emailPreferenceHandlers.stored());
  },
} satisfies Meta<typeof EmailPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const AllOff: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...emailPreferenceHandlers.stored({
        ...DEFAULT_EMAIL_PREFERENCES,
        application_status: false,
        community_reply: false,
      }),
    );
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(emailPreferenceHandlers.loading());
  },
};
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(emailPreferenceHandlers.down());
  },
};
