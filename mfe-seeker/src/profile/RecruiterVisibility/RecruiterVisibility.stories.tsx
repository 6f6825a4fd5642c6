import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { handlers } from '../../mocks/handlers';
import { RecruiterVisibility } from './RecruiterVisibility';

const meta = {
  title: 'Profile/RecruiterVisibility',
  component: RecruiterVisibility,
  args: { id: 'recruiter-visibility', visible: true, onSaved: fn() },
  beforeEach({ msw }) {
    msw.use(...handlers.profileSaves());
  },
} satisfies Meta<typeof RecruiterVisibility>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};
export const Hidden: Story = { args: { visible: false } };
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
};
