import { randomUUID } from 'node:crypto';
import { analyticsDay } from '@rozgar/contracts';
import type { Types } from 'mongoose';
import type { SessionUser } from '../lib/load-context.server';
import { Job } from '../models/job.server';
import { JobView, JobViewDay } from '../models/job-view.server';
import { isAccountMember } from './recruiter-account.server';

/*
 * Job views (docs/product/recruiter-tools-and-workspace.md#job-analytics): a viewer counts once per
 * job per UTC day; the job's recruiter viewing it does not count. A signed-in user is their user
 * id; anyone else a random id kept in the browser's viewer cookie, so no address is ever stored.
 */

/** The anonymous viewer cookie: a random id, nothing else. */
export const VIEWER_COOKIE = 'rozgar.viewer';
const VIEWER_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const ANONYMOUS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The anonymous viewer id the request's cookie carries, or null (none, or not one of ours). */
export function anonymousViewerOf(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === VIEWER_COOKIE && value && ANONYMOUS_ID.test(value)) return value;
  }
  return null;
}

/** A new anonymous viewer id and the Set-Cookie header that keeps it for a year. */
export function newAnonymousViewer(secure: boolean): { id: string; setCookie: string } {
  const id = randomUUID();
  const attributes = [
    `${VIEWER_COOKIE}=${id}`,
    'Path=/',
    `Max-Age=${VIEWER_COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return { id, setCookie: attributes.join('; ') };
}

export type Viewer = { user: SessionUser } | { anonymous: string };

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

/** Raises the job's counter of the day by one, made at 1 when the day has none yet. */
async function countView(jobId: Types.ObjectId, day: string) {
  const raise = () =>
    JobViewDay.updateOne({ job_id: jobId, day }, { $inc: { views: 1 } }, { upsert: true });
  try {
    await raise();
  } catch (error) {
    // two first views of the day at once: the other one made the counter, raise it now
    if (!isDuplicateKey(error)) throw error;
    await raise();
  }
}

export type ViewOutcome = 'counted' | 'seen-today' | 'own-job' | 'no-job';

/**
 * Records a view of the job by the viewer: a new (job, day, viewer) entry raises the day's counter;
 * a viewer already counted today, or a member of the job's recruiter account (ADR 026), changes
 * nothing.
 */
export async function recordJobView(
  jobId: string,
  viewer: Viewer,
  now = new Date(),
): Promise<ViewOutcome> {
  if (!/^[0-9a-f]{24}$/i.test(jobId)) return 'no-job';
  const job = await Job.findById(jobId, { recruiter_id: 1 }).lean<{
    _id: Types.ObjectId;
    recruiter_id?: Types.ObjectId | null;
  }>();
  if (!job) return 'no-job';
  if (
    'user' in viewer &&
    viewer.user.role === 'Recruiter' &&
    (await isAccountMember(viewer.user, job.recruiter_id))
  )
    return 'own-job';
  const day = analyticsDay(now);
  const key = 'user' in viewer ? `user:${viewer.user.id}` : `anon:${viewer.anonymous}`;
  let inserted: boolean;
  try {
    const result = await JobView.updateOne(
      { job_id: job._id, day, viewer: key },
      { $setOnInsert: { at: now } },
      { upsert: true },
    );
    inserted = result.upsertedCount === 1;
  } catch (error) {
    // the same viewer's view racing itself: the other request counted it
    if (!isDuplicateKey(error)) throw error;
    inserted = false;
  }
  if (!inserted) return 'seen-today';
  await countView(job._id, day);
  return 'counted';
}
