import {
  keywordAnalysisSchema,
  type KeywordAnalysis,
  type KeywordAnalysisRequest,
} from '@rozgar/contracts/keyword-optimiser';
import { apiFetch } from '@rozgar/design-system';

/** The contracts' payloads of the keyword optimiser (ADR 021), as the BFF sends them. */
export type { KeywordAnalysis, KeywordAnalysisRequest };

/**
 * `POST /api/keyword-optimiser/analyse`: a draft, one of the recruiter's jobs or pasted text,
 * scored by the five rules with the portal's own keywords
 * (docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser).
 */
export async function analyseKeywords(request: KeywordAnalysisRequest): Promise<KeywordAnalysis> {
  const answer = await apiFetch('/api/keyword-optimiser/analyse', {
    method: 'POST',
    body: request,
  });
  return keywordAnalysisSchema.parse(answer);
}
