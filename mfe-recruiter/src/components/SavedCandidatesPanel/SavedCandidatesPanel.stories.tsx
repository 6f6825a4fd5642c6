import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { savedCandidatesReady, savedCandidatesStories } from './savedCandidatesStories';
import { SavedCandidatesPanel } from './SavedCandidatesPanel';

/** Fetches GET /api/saved-candidates itself: each story answers it with MSW. */
const meta = {
  title: 'Dashboard/SavedCandidatesPanel',
  component: SavedCandidatesPanel,
  beforeEach: savedCandidatesReady,
} satisfies Meta<typeof SavedCandidatesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = savedCandidatesStories.Ready;
export const Loading: Story = savedCandidatesStories.Loading;
export const Empty: Story = savedCandidatesStories.Empty;
export const Error: Story = savedCandidatesStories.Error;
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
