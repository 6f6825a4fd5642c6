import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import {
  savedCandidatesReady,
  savedCandidatesStories,
} from '../../components/SavedCandidatesPanel/savedCandidatesStories';
import { SavedCandidatesPage } from './SavedCandidatesPage';

/**
 * `/saved-candidates`: the candidates the recruiter saved from resume searches
 * (GET /api/saved-candidates), each with Unsave / Save again, answered by MSW.
 */
const meta = {
  title: 'Pages/SavedCandidatesPage',
  component: SavedCandidatesPage,
  parameters: { layout: 'fullscreen', route: '/saved-candidates' },
  beforeEach(context) {
    savedCandidatesReady(context);
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof SavedCandidatesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = savedCandidatesStories.Ready;
export const Loading: Story = savedCandidatesStories.Loading;
/** Nothing saved yet: a way to the resume search. */
export const Empty: Story = savedCandidatesStories.Empty;
export const Error: Story = savedCandidatesStories.Error;
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
