import type { StoryContext } from '@storybook/react-webpack5';
import { savedCandidates } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';

type Msw = Pick<StoryContext, 'msw'>;

/** The meta's `beforeEach` of the saved candidates' stories: the list loads. */
export function savedCandidatesReady({ msw }: Msw) {
  msw.use(handlers.savedCandidates(savedCandidates), handlers.candidateSaved());
}

/**
 * The states of GET /api/saved-candidates, for the stories of the dashboard's panel and of the
 * Saved Candidates page alike.
 */
export const savedCandidatesStories = {
  Ready: {},
  Loading: {
    beforeEach({ msw }: Msw) {
      msw.use(handlers.savedCandidatesLoading());
    },
  },
  /** Nothing saved yet: a way to the resume search. */
  Empty: {
    beforeEach({ msw }: Msw) {
      msw.use(handlers.savedCandidates([]));
    },
  },
  Error: {
    beforeEach({ msw }: Msw) {
      msw.use(handlers.savedCandidatesDown());
    },
  },
};
