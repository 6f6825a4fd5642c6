import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import type { JobFilterOptions } from '../../jobs/jobsApi';
import { emptyJobSearch } from '../../jobs/jobSearch';
import { FilterPanel } from './FilterPanel';

// GET /api/job-filters as the BFF answers it: each value with the number of open jobs.
const options: JobFilterOptions = {
  experience: [
    { value: '0-1', count: 312 },
    { value: '1-3', count: 1840 },
    { value: '3-5', count: 1422 },
    { value: '5-10', count: 960 },
    { value: '10+', count: 214 },
  ],
  salary: [
    { value: '0-3', count: 540 },
    { value: '3-6', count: 1620 },
    { value: '6-10', count: 1310 },
    { value: '10-15', count: 720 },
    { value: '15+', count: 402 },
  ],
  locations: [
    { value: 'Bengaluru', count: 1480 },
    { value: 'Pune', count: 820 },
    { value: 'Hyderabad', count: 760 },
    { value: 'Chennai', count: 540 },
    { value: 'Delhi NCR', count: 610 },
    { value: 'Mumbai', count: 590 },
  ],
  workModes: [
    { value: 'On-site', count: 2410 },
    { value: 'Hybrid', count: 1530 },
    { value: 'Remote', count: 460 },
  ],
  industries: [
    { value: 'IT Services', count: 1910 },
    { value: 'Finance', count: 720 },
    { value: 'Manufacturing', count: 380 },
    { value: 'Healthcare', count: 240 },
  ],
  roles: [
    { value: 'Frontend Developer', count: 410 },
    { value: 'Data Analyst', count: 380 },
    { value: 'Sales Executive', count: 350 },
  ],
  departments: [
    { value: 'Engineering - Software & QA', count: 1620 },
    { value: 'Sales & Business Development', count: 690 },
  ],
};

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
