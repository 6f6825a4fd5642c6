import { ApiError, Button, EmptyState } from '@rozgar/design-system';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { savedCandidate, sparseCandidate } from '../../mocks/fixtures';
import { PageQueryState, type PageQueryStateProps } from './PageQueryState';

type Query = PageQueryStateProps<string[]>['query'];

const refetch = () => Promise.reject(new Error('Not in a story'));

/** Saved Candidates' frame in one state of its query. */
function Frame({ query }: { query: Partial<Query> }) {
  return (
    <PageQueryState
      heading={<h1>Saved Candidates</h1>}
      query={{
        status: 'success',
        data: undefined,
        error: null,
        isFetching: false,
        refetch,
        ...query,
      }}
      errorFallback="Failed to load saved candidates"
      loginPrompt={<h1>Please log in to see your saved candidates.</h1>}
      isEmpty={(names) => names.length === 0}
      empty={
        <EmptyState
          title="No candidates saved yet"
          description="Save candidates from a resume search and they will show here."
          action={<Button>Search resumes</Button>}
        />
      }
    >
      {(names) => (
        <ul aria-label="Saved candidates">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </PageQueryState>
  );
}

/**
 * A recruiter list page's heading over its query's state: Manage Responses and Saved Candidates
 * (docs/product/resume-search-resdex.md#saved-candidates).
 */
const meta = {
  title: 'Frame/PageQueryState',
  component: Frame,
  args: { query: { data: [savedCandidate.full_name!, sparseCandidate.full_name!] } },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { query: { status: 'pending' } } };
export const Empty: Story = { args: { query: { data: [] } } };
export const Failed: Story = {
  args: {
    query: {
      status: 'error',
      error: new ApiError(503, 'Database unavailable, please try again shortly'),
    },
  },
};
export const SessionEnded: Story = {
  args: { query: { status: 'error', error: new ApiError(401, 'Not logged in') } },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
