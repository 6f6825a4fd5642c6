import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { emptyJobSearch } from '../../jobs/jobSearch';
import { jobFilterOptions as options } from '../../mocks/fixtures';
import { FilterPanel } from './FilterPanel';

const searchWith = (groups: Partial<ReturnType<typeof emptyJobSearch>['groups']>) => {
  const search = emptyJobSearch();
  return { ...search, groups: { ...search.groups, ...groups } };
};

const meta = {
  title: 'Jobs/FilterPanel',
  component: FilterPanel,
  args: {
    state: { status: 'ready', options },
    search: emptyJobSearch(),
    onToggle: fn(),
    onRetry: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const WithChosenFilters: Story = {
  args: { search: searchWith({ locations: ['Bengaluru', 'Pune'], salary: ['10-15'] }) },
};

export const Loading: Story = { args: { state: { status: 'loading' } } };

/** A new search's counts on their way: the previous ones stay, "Updating counts…" beside the heading. */
export const Updating: Story = { args: { state: { status: 'ready', options, updating: true } } };

/** Checked values the current search finds no job for: kept, greyed with (0), to uncheck. */
export const CheckedWithoutJobs: Story = {
  args: {
    state: {
      status: 'ready',
      options: { ...options, workModes: [{ value: 'On-site', count: 2410 }] },
    },
    search: searchWith({ workModes: ['Remote'], locations: ['Indore'] }),
  },
};

export const Error: Story = {
  args: { state: { status: 'error', message: 'Failed to load filters' } },
};

/** No open jobs at all: every group is empty. */
export const Empty: Story = {
  args: {
    state: {
      status: 'ready',
      options: {
        experience: [],
        salary: [],
        locations: [],
        workModes: [],
        industries: [],
        roles: [],
        departments: [],
      },
    },
  },
};

export const LongTexts: Story = {
  args: {
    state: {
      status: 'ready',
      options: {
        ...options,
        locations: [
          { value: 'Thiruvananthapuram (Technopark Phase III, Kazhakkoottam)', count: 12 },
          { value: 'Navi Mumbai (Mahape, Thane–Belapur Road)', count: 9 },
          ...options.locations,
        ],
      },
    },
  },
};

export const Phone360: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  globals: { viewport: { value: 'phone360' } },
};
