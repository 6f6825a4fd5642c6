import type { StoryContext } from '@storybook/react-webpack5';
import { highlights } from '../../../mocks/fixtures';
import { handlers } from '../../../mocks/handlers';

type Msw = Pick<StoryContext, 'msw'>;

/**
 * The states of GET /api/companies/highlights, for the stories of the top companies and of the
 * landing page that shows them. The meta's `beforeEach` is `highlightsReady`.
 */
export const highlightsStories = {
  Ready: {},
  Loading: {
    beforeEach({ msw }: Msw) {
      msw.use(handlers.highlightsLoading());
    },
  },
  /** No company is hiring yet: the categories show, the featured companies do not. */
  NoFeaturedCompanies: {
    beforeEach({ msw }: Msw) {
      msw.use(handlers.highlights({ ...highlights, featured: [] }));
    },
  },
  /** The companies could not be loaded. */
  Error: {
    beforeEach({ msw }: Msw) {
      msw.use(handlers.highlightsDown());
    },
  },
};

/** The meta's `beforeEach`: the companies load. */
export function highlightsReady({ msw }: Msw) {
  msw.use(handlers.highlights());
}
