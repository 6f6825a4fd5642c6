import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { welcomeFixture } from '../../mocks/welcomeHandlers';
import { WelcomeChecklist } from './WelcomeChecklist';

/** The getting-started steps, done ones ticked and saying "Done". */
const meta = {
  title: 'Welcome/WelcomeChecklist',
  component: WelcomeChecklist,
  args: welcomeFixture(['company_profile', 'resdex_folder']),
} satisfies Meta<typeof WelcomeChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartlyDone: Story = {};
export const NothingDone: Story = { args: welcomeFixture() };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
