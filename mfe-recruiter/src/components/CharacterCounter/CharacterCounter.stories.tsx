import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { CharacterCounter } from './CharacterCounter';

const meta = {
  title: 'Forms/CharacterCounter',
  component: CharacterCounter,
  args: { length: 120, max: 5000 },
} satisfies Meta<typeof CharacterCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NearTheLimit: Story = { args: { length: 4950 } };
export const AtTheLimit: Story = { args: { length: 5000 } };
