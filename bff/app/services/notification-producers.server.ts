import {
  NOTIFICATION_TEXTS,
  QUOTA_TITLES,
  seekerStatusLabel,
  type ApplicationStatus,
  type MonthlyQuota,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { Application } from '../models/application.server';
import { CommunityPost } from '../models/community.server';
import { Job } from '../models/job.server';
import { User } from '../models/user.server';
import { notificationMail } from './notification-mail.server';
import { notify, type MailOutlet } from './notifications.server';
import type { AccountMember } from './recruiter-account.server';

/*
 * What tells whom (docs/product/notifications-and-alerts.md, "Notification centre"). Each
 * producer is called by the service that made the change, after its write succeeded, and returns
 * at once: the lookups, the notification and its e-mail happen after the response has gone, and
 * a failure is logged, never the request's.
 */

/** Runs `work` after the caller's response, logging a failure. */
function soon(what: string, work: () => Promise<void>): void {
  void work().catch((error: unknown) => {
    console.error(`[bff] notification (${what}) not produced`, error);
  });
}

async function nameOf(userId: Types.ObjectId | string): Promise<string> {
  const user = await User.findById(userId, { name: 1 }).lean<{ name?: string }>();
  return user?.name?.trim() || 'Someone';
}

/** The seeker's application tracking page. */
export const APPLICATION_TRACKING_PATH = '/application-tracking';
/** A post on its community's board. */
export const postPath = (communityId: string, postId: string) =>
  `/community/${communityId}/posts/${postId}`;
/** The recruiter's applicants of one job. */
export const responsesPath = (jobId: string) => `/responses?job=${jobId}`;
export const JOB_POSTINGS_PATH = '/job-postings-section';
export const QUOTA_USAGE_PATH = '/quota-usage';

/**
 * A recruiter moved an application to `status`: its seeker is told ("Your application for … is
 * now Interviewing") and, when their `application_status` switch is on, e-mailed.
 */
export function applicationStatusChanged(
  applicationId: Types.ObjectId,
  status: ApplicationStatus,
  outlet?: MailOutlet,
): void {
  soon('status change', async () => {
    const application = await Application.findById(applicationId, {
      user_id: 1,
      job_id: 1,
    }).lean<{ user_id: Types.ObjectId; job_id: Types.ObjectId }>();
    if (!application) return;
    const job = await Job.findById(application.job_id, { job_title: 1, company: 1 }).lean<{
      job_title?: string;
      company?: string;
    }>();
    const title = NOTIFICATION_TEXTS.statusChanged(
      job?.job_title ?? 'a job',
      seekerStatusLabel(status),
    );
    const body = job?.company ?? '';
    await notify(
      {
        userId: application.user_id,
        type: 'application_status',
        title,
        body,
        link: APPLICATION_TRACKING_PATH,
      },
      outlet && {
        outlet,
        preference: 'application_status',
        compose: (to, origin) =>
          notificationMail({
            to: to.email,
            name: to.name,
            title,
            body,
            link: { path: APPLICATION_TRACKING_PATH, label: 'Track your applications' },
            origin,
            preference: 'application_status',
          }),
      },
    );
  });
}

interface PostRef {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  community_id: Types.ObjectId;
  content?: string;
}

async function postOf(postId: Types.ObjectId | string): Promise<PostRef | null> {
  return CommunityPost.findById(postId, {
    user_id: 1,
    community_id: 1,
    content: 1,
  }).lean<PostRef>();
}

/** Someone commented on a post: its author is told (not of their own comments), and e-mailed per preference. */
export function commentedOnPost(
  comment: { id: string; postId: Types.ObjectId | string; content: string },
  commenterId: string,
  outlet?: MailOutlet,
): void {
  soon('reply', async () => {
    const post = await postOf(comment.postId);
    if (!post || String(post.user_id) === commenterId) return;
    const title = `${await nameOf(commenterId)} replied to your post`;
    const link = postPath(String(post.community_id), String(post._id));
    await notify(
      {
        userId: post.user_id,
        type: 'community_reply',
        title,
        body: comment.content,
        link,
        key: `reply:${comment.id}`,
      },
      outlet && {
        outlet,
        preference: 'community_reply',
        compose: (to, origin) =>
          notificationMail({
            to: to.email,
            name: to.name,
            title,
            body: comment.content,
            link: { path: link, label: 'See the conversation' },
            origin,
            preference: 'community_reply',
          }),
      },
    );
  });
}

/**
 * Someone liked a post: its author is told once per post and liker (the key), so liking again
 * after an un-like tells nothing new, and an un-like takes nothing back. Not for one's own likes.
 */
export function likedPost(postId: Types.ObjectId | string, likerId: string, outlet?: MailOutlet) {
  soon('like', async () => {
    const post = await postOf(postId);
    if (!post || String(post.user_id) === likerId) return;
    const title = `${await nameOf(likerId)} liked your post`;
    const body = post.content ?? '';
    const link = postPath(String(post.community_id), String(post._id));
    await notify(
      {
        userId: post.user_id,
        type: 'community_like',
        title,
        body,
        link,
        key: `like:${String(post._id)}:${likerId}`,
      },
      outlet && {
        outlet,
        preference: 'community_like',
        compose: (to, origin) =>
          notificationMail({
            to: to.email,
            name: to.name,
            title,
            body,
            link: { path: link, label: 'See your post' },
            origin,
            preference: 'community_like',
          }),
      },
    );
  });
}

/** The recruiter who posted a job and their account's admin (once when they are the same). */
async function jobRecruiters(recruiterId: unknown): Promise<Types.ObjectId[]> {
  if (!recruiterId || !Types.ObjectId.isValid(String(recruiterId))) return [];
  const poster = await User.findById(recruiterId, { account_id: 1 }).lean<{
    _id: Types.ObjectId;
    account_id?: Types.ObjectId | null;
  }>();
  if (!poster) return [];
  const ids = [poster._id, ...(poster.account_id ? [poster.account_id] : [])];
  return ids.filter((id, i) => ids.findIndex((other) => other.equals(id)) === i);
}

/** A seeker applied to a job: the recruiter who posted it and their account's admin are told. */
export function appliedToJob(
  applicationId: Types.ObjectId | string,
  jobId: string,
  seekerId: string,
) {
  soon('new application', async () => {
    const job = await Job.findById(jobId, { job_title: 1, recruiter_id: 1 }).lean<{
      job_title?: string;
      recruiter_id?: Types.ObjectId;
    }>();
    if (!job) return;
    const [recipients, seeker] = await Promise.all([
      jobRecruiters(job.recruiter_id),
      nameOf(seekerId),
    ]);
    const title = `${seeker} applied to ${job.job_title ?? 'your job'}`;
    await Promise.all(
      recipients.map((userId) =>
        notify({
          userId,
          type: 'new_application',
          title,
          link: responsesPath(jobId),
          key: `application:${String(applicationId)}`,
        }),
      ),
    );
  });
}

export type TeamAction = 'posted' | 'closed' | 'reposted';

/** A sub-user posted, closed or reposted a job: the account's admin is told (not of their own). */
export function teamJobAction(recruiter: AccountMember, jobId: string, action: TeamAction): void {
  if (recruiter.id === recruiter.accountId) return;
  soon('team action', async () => {
    const [job, actor] = await Promise.all([
      Job.findById(jobId, { job_title: 1 }).lean<{ job_title?: string }>(),
      nameOf(recruiter.id),
    ]);
    if (!job) return;
    await notify({
      userId: recruiter.accountId,
      type: 'team_action',
      title: `${actor} ${action} the job ${job.job_title ?? ''}`.trim(),
      link: JOB_POSTINGS_PATH,
    });
  });
}

/** The share of a monthly quota that warns the admin. */
export const QUOTA_WARNING_PERCENT = 90;

/**
 * A monthly quota's use went from `used - 1` to `used` of `limit`: when that crosses 90 %, the
 * account's admin is told, once per quota and month (the key).
 */
export function quotaTaken(
  account: Types.ObjectId,
  category: MonthlyQuota,
  used: number,
  limit: number,
  month: string,
): void {
  const threshold = (limit * QUOTA_WARNING_PERCENT) / 100;
  if (!(used >= threshold && used - 1 < threshold)) return;
  soon('quota warning', async () => {
    const title = `${QUOTA_TITLES[category]}: ${QUOTA_WARNING_PERCENT}% of this month's used`;
    await notify({
      userId: account,
      type: 'quota_warning',
      title,
      body: `Your account has used ${used} of its ${limit} ${QUOTA_TITLES[category].toLowerCase()} this month.`,
      link: QUOTA_USAGE_PATH,
      key: `quota:${category}:${month}`,
    });
  });
}
