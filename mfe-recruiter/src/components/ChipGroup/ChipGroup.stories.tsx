import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { ChipGroup } from './ChipGroup';

const JOB_TYPES = ['Full-time', 'Part-time', 'Contract', 'Freelance'] as const;

const meta = {
  title: 'Forms/ChipGroup',
  component: ChipGroup,
  args: {
    label: 'Job type',
    options: JOB_TYPES,
    isPressed: (option: string) => option === 'Full-time',
    onToggle: () => undefined,
  },
  // Keeps its own pressed set, so the chips toggle as in the search form.
  render: function Render(args) {
    const [pressed, setPressed] = useState<string[]>(['Full-time']);
    return (
      <ChipGroup
        {...args}
        isPressed={(option) => pressed.includes(option)}
        onToggle={(option) =>
          setPressed((now) =>
            now.includes(option) ? now.filter((o) => o !== option) : [...now, option],
          )
        }
      />
    );
  },
} satisfies Meta<typeof ChipGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JobType: Story = {};

export const ManyOptions: Story = {
  args: {
    label: 'Preferred location',
    options: [
      'Bengaluru',
      'Pune',
      'Hyderabad',
      'Chennai',
      'Mumbai',
      'Delhi NCR',
      'Kolkata',
      'Kochi',
    ],
  },
};

export const Phone360: Story = {
  args: ManyOptions.args,
  globals: { viewport: { value: 'phone360' } },
};
