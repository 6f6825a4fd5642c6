import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { candidate, savedCandidate, sparseCandidate } from '../../mocks/fixtures';
import { SearchResultActions } from '../SearchResultActions/SearchResultActions';
import { SearchResults } from './SearchResults';

const found = {
  status: 'ready' as const,
  criteria: { skills: ['React'], activePeriod: 6 as const },
  result: {
    candidates: [candidate, savedCandidate, sparseCandidate],
    total: 3,
    page: 1,
    pageSize: 24,
  },
};

/** "Search Results (n)": the candidates found, with their actions, pages and the order. */
const meta = {
  title: 'Resdex/SearchResults',
  component: SearchResults,
  args: {
    results: found,
    headingRef: { current: null },
    onSort: fn(),
    onPage: fn(),
    actions: (one) => (
      <SearchResultActions candidate={one} saved={one.saved} onToggleSaved={fn()} />
    ),
  },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Found: Story = {};
export const FullSearchWithSort: Story = { args: { sort: 'relevance' } };
export const Paged: Story = {
  args: { results: { ...found, result: { ...found.result, total: 60, page: 2 } } },
};
export const Loading: Story = { args: { results: { status: 'loading' } } };
export const Failed: Story = { args: { results: { status: 'error' } } };
export const NoneFound: Story = {
  args: { results: { ...found, result: { ...found.result, candidates: [], total: 0 } } },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
