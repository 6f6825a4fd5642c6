import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { JobSort } from './JobSort';

const meta = {
  title: 'Jobs/JobSort',
  component: JobSort,
  args: { options: ['relevance', 'newest', 'salary'], value: 'relevance', onChange: fn() },
} satisfies Meta<typeof JobSort>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search with words, or a logged-in seeker: Relevance is offered. */
export const WithRelevance: Story = {};
/** Logged out and no words: nothing to be relevant to. */
export const NewestAndSalary: Story = {
  args: { options: ['newest', 'salary'], value: 'newest' },
};
