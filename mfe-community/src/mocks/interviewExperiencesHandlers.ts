import {
  INTERVIEW_DIFFICULTIES,
  INTERVIEW_EXPERIENCE_LIMITS,
  INTERVIEW_OUTCOMES,
} from '@rozgar/contracts/vocabularies';
import { delay, http, HttpResponse } from 'msw';
import type {
  InterviewExperience,
  InterviewExperiencePage,
  SavedInterviewExperience,
  ShareInterviewExperienceInput,
} from '../interviews/interviewExperiencesApi';
import { interviewExperiences as sample } from './interviewExperienceFixtures';
import { notLoggedIn } from './reviewsHandlers';

/*
 * Interview experiences as the BFF answers them (docs/product/community-and-reviews.md, "Share
 * interview experience"): one running backend — GET a company's list (5 a page, newest first,
 * with counts), POST stores a shared experience at the top (401 for a visitor) — and its failures.
 */

const LIST = '/api/companies/:companyId/interview-experiences';
const SHARE = '/api/interview-experiences';
const NEW_COMPANY_ID = '6650f1a2c3d4e5f6077a0002';

/** One page of `all` (one company's), as the BFF pages and counts it. */
export function interviewExperiencePage(
  all: InterviewExperience[],
  page: number,
): InterviewExperiencePage {
  const size = INTERVIEW_EXPERIENCE_LIMITS.page_size;
  const sorted = [...all].sort((a, b) => b.created_at.localeCompare(a.created_at));
  const count = <Value extends string>(
    values: readonly Value[],
    pick: (one: InterviewExperience) => Value,
  ) => values.map((value) => ({ value, count: all.filter((one) => pick(one) === value).length }));
  return {
    experiences: sorted.slice((page - 1) * size, page * size),
    total: all.length,
    page,
    page_size: size,
    difficulties: count(INTERVIEW_DIFFICULTIES, (one) => one.difficulty),
    outcomes: count(INTERVIEW_OUTCOMES, (one) => one.outcome),
  };
}

export interface InterviewExperiencesBackend {
  experiences?: InterviewExperience[];
  loggedIn?: boolean;
}

export const interviewExperiencesHandlers = {
  /** GET a company's list and POST a new experience against one store. */
  interviewExperiencesApi: ({
    experiences = sample,
    loggedIn = true,
  }: InterviewExperiencesBackend = {}) => {
    const store = [...experiences];
    let shared = 0;
    return [
      http.get(LIST, ({ params, request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        const own = store.filter((one) => one.company_id === params.companyId);
        return HttpResponse.json(interviewExperiencePage(own, page));
      }),
      http.post(SHARE, async ({ request }) => {
        if (!loggedIn) return notLoggedIn();
        const body = (await request.json()) as ShareInterviewExperienceInput;
        const experience: InterviewExperience = {
          id: `6650f1a2c3d4e5f6088d${String(++shared).padStart(4, '0')}`,
          company_id: body.company_id ?? NEW_COMPANY_ID,
          company: body.company_name,
          role: body.role,
          interview_date: body.interview_date,
          difficulty: body.difficulty,
          outcome: body.outcome,
          ...(body.source ? { source: body.source as InterviewExperience['source'] } : {}),
          questions: body.questions as string[],
          experience: body.experience,
          ...(body.tips ? { tips: body.tips } : {}),
          created_at: new Date().toISOString(),
        };
        store.unshift(experience);
        const answer: SavedInterviewExperience = { experience };
        return HttpResponse.json(answer, { status: 201 });
      }),
    ];
  },
  /** GET a company's list never answers (the section's skeleton). */
  interviewExperiencesLoading: () =>
    http.get(LIST, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  /** GET a company's list fails. */
  interviewExperiencesDown: () =>
    http.get(LIST, () =>
      HttpResponse.json(
        { error: 'Database unavailable, please try again shortly' },
        { status: 503 },
      ),
    ),
  /** POST refused: 400 with the first problem (or another status). */
  shareInterviewExperienceRefuses: (error: string, status = 400) =>
    http.post(SHARE, () => HttpResponse.json({ error }, { status })),
};
