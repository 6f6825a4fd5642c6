import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { JobSearchForm } from './JobSearchForm';

const meta = {
  title: 'Jobs/JobSearchForm',
  component: JobSearchForm,
  args: {
    search: { q: '', minExp: null, maxExp: null, location: '' },
    onSearch: fn(),
  },
} satisfies Meta<typeof JobSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { search: { q: 'React developer', minExp: 2, maxExp: 5, location: 'Pune' } },
};
export const Phone360: Story = {
  ...Filled,
  globals: { viewport: { value: 'phone360' } },
};
