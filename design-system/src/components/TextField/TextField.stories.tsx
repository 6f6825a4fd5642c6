import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { TextArea, TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'Email address',
    type: 'email',
    placeholder: 'you@example.com',
    hint: '',
    error: '',
    required: false,
    disabled: false,
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    type: {
      control: 'select',
      options: ['text', 'email', 'password', 'number', 'tel', 'url', 'search', 'date'],
    },
    placeholder: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Expected salary', type: 'number', placeholder: '12', hint: 'In lakhs per year' },
};
export const Required: Story = {
  args: { label: 'Full name', type: 'text', placeholder: 'Asha Rao', required: true },
};
export const WithError: Story = {
  args: {
    value: 'asha@',
    readOnly: true,
    error: 'Enter a valid e-mail address',
    hint: 'We never share your e-mail',
  },
};
export const Disabled: Story = {
  args: { disabled: true, value: 'seeker@example.com', readOnly: true },
};
export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: '', hint: 'At least 8 characters' },
};

/** The multi-line sibling, for job descriptions and reviews. */
export const MultiLine: StoryObj<typeof TextArea> = {
  render: (args) => <TextArea {...args} />,
  args: {
    label: 'Job description',
    hint: 'Responsibilities, skills and benefits',
    required: true,
    rows: 5,
  },
};
