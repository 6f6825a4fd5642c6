import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { SelectWithApply, type SelectWithApplyProps } from './SelectWithApply';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Holds the value as a server would: it changes once the apply has "saved". */
function Saved(args: SelectWithApplyProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SelectWithApply
      {...args}
      value={value}
      onApply={async (next) => {
        await args.onApply(next);
        await wait(600);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/SelectWithApply',
  component: SelectWithApply,
  render: (args) => <Saved {...args} />,
  args: {
    label: 'Status',
    value: 'under_review',
    options: [
      { value: 'applied', label: 'Applied' },
      { value: 'under_review', label: 'Reviewing' },
      { value: 'interview', label: 'Interview' },
      { value: 'accepted', label: 'Accepted' },
      { value: 'rejected', label: 'Rejected' },
    ],
    applyLabel: 'Update',
    pendingHint: 'Not saved yet',
    disabled: false,
    onApply: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    applyLabel: { control: 'text' },
    pendingHint: { control: 'text' },
    disabled: { control: 'boolean' },
    options: { control: 'object' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof SelectWithApply>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys and the list only choose; Update saves, then the button is unavailable again. */
export const Default: Story = {};
/** Several on one page: hidden words tell the buttons apart for screen-reader users. */
export const NamedForEachRow: Story = {
  args: {
    label: (
      <>
        Status<VisuallyHidden> of Rahul Sharma</VisuallyHidden>
      </>
    ),
    applyLabel: (
      <>
        Update<VisuallyHidden> status of Rahul Sharma</VisuallyHidden>
      </>
    ),
  },
};
/** The narrowest phone the portal supports. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ width: 296 }}>{Story()}</div>],
};
export const Disabled: Story = { args: { disabled: true } };
