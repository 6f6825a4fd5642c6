import { analyticsDays, applyRate } from '@rozgar/contracts/vocabularies';
import { DOWN, failure, pending } from '@rozgar/design-system/remote-kit/bff-mocks';
import { http, HttpResponse } from 'msw';
import type {
  ApplicationsByStatus,
  JobAnalytics,
  JobAnalyticsJob,
  JobAnalyticsRange,
} from '../analytics/jobAnalyticsApi';

/*
 * Job analytics' BFF as MSW handlers (docs/product/recruiter-tools-and-workspace.md#job-analytics;
 * joined into `handlers`, ./handlers.ts): the answer is made from per-job daily figures the way
 * the BFF makes it — the period's days zero-filled, totals of the chosen job or of all.
 */

/** One job of the fixture: its figures per day (`YYYY-MM-DD` → views, applies) and statuses. */
export interface AnalyticsJobFixture {
  job_id: string;
  job_title: string;
  status?: JobAnalyticsJob['status'];
  posted_at?: string;
  daily: Record<string, { views: number; applies: number }>;
  by_status?: Partial<ApplicationsByStatus>;
}

const noStatuses = (): ApplicationsByStatus => ({
  applied: 0,
  under_review: 0,
  interview: 0,
  accepted: 0,
  rejected: 0,
});

/** The BFF's answer for the fixture's jobs, the period and the chosen job (null: all). */
export function jobAnalyticsAnswer(
  jobs: AnalyticsJobFixture[],
  range: JobAnalyticsRange,
  chosen: string | null,
  today = new Date(),
): JobAnalytics {
  const days = analyticsDays(range, today);
  const inRange = new Set(days);
  const rows = jobs.map((job) => {
    let views = 0;
    let applies = 0;
    for (const [day, figures] of Object.entries(job.daily)) {
      if (!inRange.has(day)) continue;
      views += figures.views;
      applies += figures.applies;
    }
    const by_status = { ...noStatuses(), ...job.by_status };
    return {
      job_id: job.job_id,
      job_title: job.job_title,
      status: job.status ?? 'active',
      posted_at: job.posted_at ?? `${days[0]}T09:00:00.000Z`,
      views,
      applies,
      apply_rate: applyRate(views, applies),
      by_status,
    } satisfies JobAnalyticsJob;
  });
  const picked = jobs.filter((job) => !chosen || job.job_id === chosen);
  const pickedRows = rows.filter((row) => !chosen || row.job_id === chosen);
  const views = pickedRows.reduce((sum, row) => sum + row.views, 0);
  const applies = pickedRows.reduce((sum, row) => sum + row.applies, 0);
  const by_status = noStatuses();
  for (const row of pickedRows)
    for (const status of Object.keys(by_status) as Array<keyof ApplicationsByStatus>)
      by_status[status] += row.by_status[status];
  return {
    range,
    from: days[0]!,
    to: days.at(-1)!,
    job_id: chosen,
    totals: { views, applies, apply_rate: applyRate(views, applies), by_status },
    days: days.map((date) => ({
      date,
      views: picked.reduce((sum, job) => sum + (job.daily[date]?.views ?? 0), 0),
      applies: picked.reduce((sum, job) => sum + (job.daily[date]?.applies ?? 0), 0),
    })),
    jobs: rows,
  };
}

/** A day `daysAgo` days before `today`, as analytics name it. */
export const dayBefore = (daysAgo: number, today = new Date()) =>
  new Date(today.getTime() - daysAgo * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** Two jobs with views and applies over the last 90 days (a quiet start, a busy last fortnight). */
export function analyticsJobsFixture(today = new Date()): AnalyticsJobFixture[] {
  const frontend: AnalyticsJobFixture['daily'] = {};
  const qa: AnalyticsJobFixture['daily'] = {};
  for (let ago = 0; ago < 90; ago++) {
    const day = dayBefore(ago, today);
    if (ago < 14) frontend[day] = { views: 3 + ((ago * 7) % 5), applies: ago % 4 === 0 ? 1 : 0 };
    else if (ago % 9 === 0) frontend[day] = { views: 1, applies: 0 };
    if (ago >= 40 && ago % 6 === 0) qa[day] = { views: 2, applies: ago % 12 === 0 ? 1 : 0 };
  }
  return [
    {
      job_id: '64b0000000000000000000a1',
      job_title: 'Frontend Developer',
      posted_at: `${dayBefore(20, today)}T09:00:00.000Z`,
      daily: frontend,
      by_status: { applied: 2, under_review: 1, interview: 1 },
    },
    {
      job_id: '64b0000000000000000000a2',
      job_title: 'QA Engineer',
      status: 'closed',
      posted_at: `${dayBefore(85, today)}T09:00:00.000Z`,
      daily: qa,
      by_status: { rejected: 1 },
    },
  ];
}

const ANALYTICS = '/api/recruiter/job-analytics';

export const analyticsHandlers = {
  /** GET /api/recruiter/job-analytics over the jobs' daily figures, as the BFF answers it. */
  jobAnalytics: (jobs: AnalyticsJobFixture[], today = new Date()) =>
    http.get(ANALYTICS, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const range = params.get('range') === '90' ? 90 : 30;
      const chosen = params.get('job') || null;
      if (chosen && !jobs.some((job) => job.job_id === chosen))
        return HttpResponse.json({ error: 'Job not found' }, { status: 404 });
      return HttpResponse.json(jobAnalyticsAnswer(jobs, range, chosen, today));
    }),
  jobAnalyticsLoading: () => pending('get', ANALYTICS, jobAnalyticsAnswer([], 30, null)),
  jobAnalyticsDown: () => failure('get', ANALYTICS, 503, DOWN),
  jobAnalyticsLoggedOut: () => failure('get', ANALYTICS, 401, { error: 'Not logged in' }),
};

/** The day the stories' analytics end on, so that they read the same every day. */
export const STORY_TODAY = new Date('2026-11-25T10:00:00.000Z');
