import {
  KEYWORD_LIST_MAX,
  type KeywordAnalysis,
  type KeywordAnalysisInput,
  type KeywordList,
  type KeywordListQuery,
} from '@rozgar/contracts';
import { jsonError } from '../lib/http.server';
import { objectIdSchema } from '../lib/validation.server';
import { Job } from '../models/job.server';
import { analyseKeywords, splitPastedText, type AnalysedText } from './keyword-analysis.server';
import { keywordSource, type SourceRequest } from './keyword-source.server';
import { JOB_NOT_FOUND } from './jobs.server';
import { NOT_YOUR_JOB_TO_VIEW } from './recruiter-jobs.server';
import { isAccountMember, type AccountMember } from './recruiter-account.server';

/*
 * The job posting keyword optimiser's API (docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser,
 * ADR 021): what is analysed and against which keyword source.
 */

/**
 * One of the jobs of the recruiter's account (ADR 026) as a text and a source request; 404
 * unknown, 403 another account's.
 */
async function ownJobText(
  recruiter: AccountMember,
  jobId: string,
): Promise<{ text: AnalysedText; request: SourceRequest }> {
  if (!objectIdSchema.safeParse(jobId).success) throw jsonError(404, JOB_NOT_FOUND);
  const job = await Job.findById(jobId, {
    recruiter_id: 1,
    job_title: 1,
    job_description: 1,
    skills: 1,
    role: 1,
    industry: 1,
  }).lean();
  if (!job) throw jsonError(404, JOB_NOT_FOUND);
  if (!(await isAccountMember(recruiter, job.recruiter_id)))
    throw jsonError(403, NOT_YOUR_JOB_TO_VIEW);
  return {
    text: {
      title: job.job_title,
      description: job.job_description ?? '',
      skills: job.skills ?? [],
    },
    request: {
      role: job.role ?? undefined,
      industry: job.industry ?? undefined,
      title: job.job_title,
      skills: job.skills ?? [],
      excludeJobId: jobId,
    },
  };
}

/**
 * POST /api/keyword-optimiser/analyse: a draft, one of the recruiter's jobs or pasted text, scored
 * against the keywords of the open jobs like it (role, industry, similar titles, or all).
 */
export async function analyseJobKeywords(
  recruiter: AccountMember,
  input: KeywordAnalysisInput,
  now = new Date(),
): Promise<KeywordAnalysis> {
  let text: AnalysedText;
  let request: SourceRequest;
  switch (input.source) {
    case 'draft':
      text = { title: input.title, description: input.description, skills: input.skills };
      request = {
        role: input.role,
        industry: input.industry,
        title: input.title,
        skills: input.skills,
      };
      break;
    case 'job':
      ({ text, request } = await ownJobText(recruiter, input.job_id));
      break;
    case 'text':
      text = splitPastedText(input.text);
      request = { role: input.role, industry: input.industry, title: text.title };
      break;
  }
  return analyseKeywords(text, await keywordSource(request, now));
}

/**
 * GET /api/keyword-optimiser/keywords: the keyword source of a role or industry (all open jobs
 * without either), most relevant first — what the resume optimiser counts as a keyword.
 */
export async function listKeywords(
  query: KeywordListQuery,
  now = new Date(),
): Promise<KeywordList> {
  const source = await keywordSource({ role: query.role, industry: query.industry }, now);
  return {
    keywords: source.keywords
      .slice(0, KEYWORD_LIST_MAX)
      .map(({ keyword, relevance }) => ({ keyword, relevance })),
  };
}
