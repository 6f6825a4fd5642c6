import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { RadioGroup } from './RadioGroup';

const FREQUENCIES = [
  { value: 'instant', label: 'Instant' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

function Controlled({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <RadioGroup
      legend="Frequency"
      name="frequency"
      options={FREQUENCIES}
      value={value}
      onChange={setValue}
    >
      <p>
        {value === 'instant'
          ? 'A mail for every new matching job'
          : 'One mail with the new matching jobs'}
      </p>
    </RadioGroup>
  );
}

const meta = {
  title: 'Forms/RadioGroup',
  component: Controlled,
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = { args: { initial: 'daily' } };
export const NothingChosen: Story = { args: {} };
