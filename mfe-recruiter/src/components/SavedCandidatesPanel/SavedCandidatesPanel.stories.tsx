import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { candidate, longTextCandidate, savedCandidate } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { SavedCandidatesPanel } from './SavedCandidatesPanel';

/** Fetches GET /api/saved-candidates itself: each story answers it with MSW. */
const meta = {
  title: 'Dashboard/SavedCandidatesPanel',
  component: SavedCandidatesPanel,
} satisfies Meta<typeof SavedCandidatesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.savedCandidates([
        { ...candidate, saved: true },
        savedCandidate,
        { ...longTextCandidate, saved: true },
      ]),
    );
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.savedCandidatesLoading());
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.savedCandidates([]));
  },
};

export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.savedCandidatesDown());
  },
};

export const Phone360: Story = {
  ...Ready,
  globals: { viewport: { value: 'phone360' } },
};
