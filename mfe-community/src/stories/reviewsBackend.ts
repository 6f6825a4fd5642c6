import type { SessionUser } from '@rozgar/design-system';
import type { SetupWorker } from 'msw/browser';
import { signedInAs } from '../../../.storybook/session';
import { handlers } from '../mocks/handlers';
import type { ReviewsBackend } from '../mocks/reviewsHandlers';

/**
 * A page story's `beforeEach`: one running reviews backend over MSW (list, suggestions, write,
 * vote, report), and, when `as` is given, who is signed in (`null`: a visitor).
 */
export function reviewsBackend(as?: SessionUser | null, backend?: ReviewsBackend) {
  return ({ msw }: { msw: Pick<SetupWorker, 'use'> }) => {
    msw.use(...handlers.reviewsApi(backend));
    return as === undefined ? undefined : signedInAs(as);
  };
}
