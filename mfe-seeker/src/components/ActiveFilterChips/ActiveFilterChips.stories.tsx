import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { ActiveFilterChips } from './ActiveFilterChips';

const meta = {
  title: 'Jobs/ActiveFilterChips',
  component: ActiveFilterChips,
  args: {
    filters: [
      { kind: 'text', key: 'q', label: 'Search: React developer' },
      { kind: 'text', key: 'location', label: 'Location: Bengaluru' },
      { kind: 'group', group: 'salary', value: '10-15', label: '10-15 Lakhs' },
      { kind: 'group', group: 'workModes', value: 'Hybrid', label: 'Hybrid' },
    ],
    onRemove: fn(),
    onClearAll: fn(),
  },
} satisfies Meta<typeof ActiveFilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No filters: nothing is rendered. */
export const NoFilters: Story = { args: { filters: [] } };

export const LongTexts: Story = {
  args: {
    filters: [
      {
        kind: 'text',
        key: 'q',
        label: 'Search: Senior Site Reliability Engineer with Kubernetes and Terraform on AWS',
      },
      { kind: 'years', key: 'minExp', label: 'Experience from: 12 years' },
      {
        kind: 'group',
        group: 'departments',
        value: 'Engineering - Software & QA',
        label: 'Engineering - Software & QA',
      },
    ],
  },
};

export const Phone360: Story = {
  ...LongTexts,
  globals: { viewport: { value: 'phone360' } },
};
