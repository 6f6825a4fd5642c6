import { queryOptions } from '@tanstack/react-query';
import { analyseKeywords, type KeywordAnalysisRequest } from '../keywords/keywordApi';

/**
 * The keyword optimiser's query (ADR 017): an analysis computes and changes nothing, so it is a
 * query keyed by what was sent (the same draft analysed twice is answered from the cache while
 * fresh), under the recruiter area's key.
 */
export const keywordQueryKeys = {
  analysis: (request: KeywordAnalysisRequest) =>
    ['recruiter', 'keyword-analysis', request] as const,
};

/** `POST /api/keyword-optimiser/analyse` of `request`. */
export const keywordAnalysisQuery = (request: KeywordAnalysisRequest) =>
  queryOptions({
    queryKey: keywordQueryKeys.analysis(request),
    queryFn: () => analyseKeywords(request),
  });
