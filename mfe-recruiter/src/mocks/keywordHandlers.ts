import { DOWN, failure, pending } from '@rozgar/design-system/remote-kit/bff-mocks';
import { http, HttpResponse, type RequestHandlerOptions } from 'msw';
import type { KeywordAnalysis, KeywordAnalysisRequest } from '../keywords/keywordApi';
import { shortDraftAnalysis } from './keywordFixtures';

/*
 * The keyword optimiser's BFF as MSW handlers (ADR 017; joined into `handlers`, ./handlers.ts):
 * `POST /api/keyword-optimiser/analyse` answers the contracts' analysis, or `{ error }`.
 */

const ANALYSE = '/api/keyword-optimiser/analyse';

export const keywordHandlers = {
  /** POST /api/keyword-optimiser/analyse: `answer`, or one made from the body sent. */
  keywordAnalysis: (
    answer:
      KeywordAnalysis | ((request: KeywordAnalysisRequest) => KeywordAnalysis) = shortDraftAnalysis,
    options?: RequestHandlerOptions,
  ) =>
    http.post(
      ANALYSE,
      async ({ request }) =>
        HttpResponse.json(
          typeof answer === 'function'
            ? answer((await request.json()) as KeywordAnalysisRequest)
            : answer,
        ),
      options,
    ),
  /** The analysis never comes: the report stays a skeleton. */
  keywordAnalysisLoading: () => pending('post', ANALYSE, shortDraftAnalysis),
  keywordAnalysisDown: (options?: RequestHandlerOptions) =>
    failure('post', ANALYSE, 503, DOWN, options),
  /** Refused with the BFF's words (400 bad input, 403 another recruiter's job, 404 unknown). */
  keywordAnalysisRefused: (status: number, error: string) =>
    failure('post', ANALYSE, status, { error }),
};
