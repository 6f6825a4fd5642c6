import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { RECRUITER, signedInAs } from '../../../../.storybook/session';
import {
  candidate,
  longTextCandidate,
  savedCandidate,
  sparseCandidate,
} from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { SavedCandidatesPage } from './SavedCandidatesPage';

const saved = [
  { ...candidate, saved: true },
  savedCandidate,
  { ...sparseCandidate, saved: true },
  { ...longTextCandidate, saved: true },
];

/**
 * `/saved-candidates`: the candidates the recruiter saved from resume searches
 * (GET /api/saved-candidates), each with Unsave / Save again, answered by MSW.
 */
const meta = {
  title: 'Pages/SavedCandidatesPage',
  component: SavedCandidatesPage,
  parameters: { layout: 'fullscreen', route: '/saved-candidates' },
  beforeEach({ msw }) {
    msw.use(handlers.savedCandidates(saved), handlers.candidateSaved());
    return signedInAs(RECRUITER);
  },
} satisfies Meta<typeof SavedCandidatesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.savedCandidatesLoading());
  },
};
/** Nothing saved yet: a way to the resume search. */
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
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
