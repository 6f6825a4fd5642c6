import { TZDate } from '@date-fns/tz';
import { addWeeks, format, startOfWeek } from 'date-fns';
import { Types } from 'mongoose';
import { APPLICATION_STATUS_VALUES, type ApplicationStatus } from '@rozgar/contracts';
import { Application } from '../models/application.server';
import { SavedJob } from '../models/saved-job.server';
import { completenessHistory } from './profile-completeness.server';

/** Weeks run Monday to Sunday on India's calendar. */
const TIME_ZONE = 'Asia/Kolkata';
export const INSIGHT_WEEKS = 12;

/** The Monday (YYYY-MM-DD, India time) of the week a moment falls in. */
export function weekStartOf(moment: Date): string {
  return format(startOfWeek(new TZDate(moment, TIME_ZONE), { weekStartsOn: 1 }), 'yyyy-MM-dd');
}

/** The Mondays of the last `weeks` weeks, this week last. */
export function lastWeekStarts(now: Date, weeks = INSIGHT_WEEKS): string[] {
  const thisWeek = startOfWeek(new TZDate(now, TIME_ZONE), { weekStartsOn: 1 });
  return Array.from({ length: weeks }, (_, i) =>
    format(addWeeks(thisWeek, i - (weeks - 1)), 'yyyy-MM-dd'),
  );
}

/**
 * GET /api/profile/insights: the seeker's applications by status and by week (last 12 weeks,
 * oldest first, empty weeks included), how many jobs they saved and their completeness history.
 */
export async function profileInsights(userId: string, now = new Date()) {
  const user = new Types.ObjectId(userId);
  const [applications, savedJobs, history] = await Promise.all([
    Application.find({ user_id: user }, { status: 1, applied_at: 1 }).lean(),
    SavedJob.countDocuments({ user_id: user }),
    completenessHistory(userId),
  ]);

  const byStatus = Object.fromEntries(
    APPLICATION_STATUS_VALUES.map((status) => [status, 0]),
  ) as Record<ApplicationStatus, number>;
  const weeks = lastWeekStarts(now);
  const byWeek = new Map(weeks.map((week) => [week, 0]));
  for (const application of applications) {
    if (application.status in byStatus) byStatus[application.status] += 1;
    const week = weekStartOf(application.applied_at);
    const count = byWeek.get(week);
    if (count !== undefined) byWeek.set(week, count + 1);
  }

  return {
    applications_by_status: byStatus,
    applications_by_week: weeks.map((week_start) => ({
      week_start,
      count: byWeek.get(week_start)!,
    })),
    saved_jobs: savedJobs,
    completeness_history: history,
  };
}
