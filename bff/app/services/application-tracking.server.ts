import {
  PIPELINE_LIMITS,
  type ApplicationStatus,
  type RecruiterApplications,
  type RecruiterApplicationsQuery,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { Application } from '../models/application.server';
import { Job } from '../models/job.server';
import { User } from '../models/user.server';
import { UserDetails } from '../models/user-details.server';
import { locationOf } from './applicant-pipeline.server';
import { NOT_YOUR_APPLICANTS, requireOwnJob } from './recruiter-jobs.server';
import { createdByAccount, type AccountMember } from './recruiter-account.server';

/*
 * A recruiter's application tracking (docs/product/applications-and-tracking.md#recruiters): every
 * application to the recruiter's jobs in one list, newest first, filtered by job and status, paged.
 * Status changes go through the pipeline's own route, so they land in the seeker's history alike.
 */

interface StoredRow {
  _id: Types.ObjectId;
  job_id: Types.ObjectId;
  user_id: Types.ObjectId;
  status: ApplicationStatus;
  applied_at: Date;
}

interface StoredProfile {
  user_id: Types.ObjectId;
  full_name?: string | null;
  experience?: number | null;
  address?: string | null;
  pref_location?: string | null;
}

const text = (value: string | null | undefined) => value?.trim() || null;

/**
 * GET /api/recruiter/applications: one page of the applications to the jobs of the recruiter's
 * account, posted by any member (with `job`, that job's only: 404 unknown, 403 another account's,
 * ADR 011, ADR 026), with `status` only those having it, newest first.
 */
export async function listRecruiterApplications(
  recruiter: AccountMember,
  query: RecruiterApplicationsQuery,
): Promise<RecruiterApplications> {
  const jobs = query.job
    ? [await requireOwnJob(recruiter, query.job, NOT_YOUR_APPLICANTS)]
    : await Job.find({ recruiter_id: await createdByAccount(recruiter) }, { job_title: 1 }).lean<
        Array<{ _id: Types.ObjectId; job_title: string }>
      >();
  const titleOf = new Map(jobs.map((job) => [String(job._id), job.job_title]));
  const filter = {
    job_id: { $in: jobs.map((job) => job._id) },
    ...(query.status ? { status: query.status } : {}),
  };
  const pageSize = PIPELINE_LIMITS.pageSize;
  const [total, rows] = await Promise.all([
    Application.countDocuments(filter),
    Application.find(filter, { job_id: 1, user_id: 1, status: 1, applied_at: 1 })
      .sort({ applied_at: -1, _id: -1 })
      .skip((query.page - 1) * pageSize)
      .limit(pageSize)
      .lean<StoredRow[]>(),
  ]);
  const userIds = rows.map((row) => row.user_id);
  const [profiles, accounts] = await Promise.all([
    UserDetails.find(
      { user_id: { $in: userIds } },
      { user_id: 1, full_name: 1, experience: 1, address: 1, pref_location: 1 },
    ).lean<StoredProfile[]>(),
    User.find({ _id: { $in: userIds } }, { name: 1 }).lean<
      Array<{ _id: Types.ObjectId; name?: string | null }>
    >(),
  ]);
  const profileOf = new Map(profiles.map((profile) => [String(profile.user_id), profile]));
  const nameOf = new Map(accounts.map((account) => [String(account._id), account.name]));
  return {
    total,
    page: query.page,
    page_size: pageSize,
    applications: rows.map((row) => {
      const userId = String(row.user_id);
      const profile = profileOf.get(userId);
      return {
        id: String(row._id),
        job: { id: String(row.job_id), title: titleOf.get(String(row.job_id)) ?? 'Job' },
        user_id: userId,
        applicant: {
          full_name: text(profile?.full_name) ?? text(nameOf.get(userId)),
          experience: profile?.experience ?? null,
          location: locationOf(profile),
        },
        applied_at: row.applied_at.toISOString(),
        status: row.status,
      };
    }),
  };
}
