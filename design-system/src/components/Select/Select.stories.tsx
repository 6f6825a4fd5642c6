import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Select } from './Select';

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'City',
    placeholder: 'Any city',
    options: ['Bengaluru', 'Pune', 'Hyderabad', 'Mumbai', 'Delhi NCR', 'Chennai'],
    hint: '',
    error: '',
    required: false,
    disabled: false,
  },
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    options: { control: 'object' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabelledOptions: Story = {
  args: {
    label: 'Work mode',
    placeholder: undefined,
    options: [
      { value: 'office', label: 'Work from office' },
      { value: 'remote', label: 'Remote' },
      { value: 'hybrid', label: 'Hybrid' },
    ],
  },
};
export const WithHint: Story = {
  args: {
    label: 'Experience',
    options: ['0-1 years', '1-3 years', '3-5 years', '5+ years'],
    hint: 'Total years of work',
  },
};
export const WithError: Story = { args: { required: true, error: 'Choose a city' } };
export const Disabled: Story = { args: { disabled: true } };
