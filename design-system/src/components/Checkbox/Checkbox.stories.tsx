import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remote jobs only', hint: '', error: '', disabled: false, required: false },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    defaultChecked: { control: 'boolean' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithHint: Story = {
  args: { label: 'E-mail me new jobs', hint: 'At most one e-mail a day' },
};
export const WithError: Story = {
  args: {
    label: 'I accept the terms and conditions',
    required: true,
    error: 'Please accept the terms to continue',
  },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
