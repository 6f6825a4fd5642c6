import mongoose from 'mongoose';
import type { QueryFilter } from 'mongoose';
import { Job, type JobFields } from '../models/job.server';

export interface JobPageRequest {
  page: number;
  pageSize: number;
  now?: Date;
}

/** Jobs a seeker can apply to: active, and without an expiry date or not yet expired. */
export function openJobsFilter(now: Date): QueryFilter<JobFields> {
  return { is_active: true, $or: [{ expiry_date: null }, { expiry_date: { $gte: now } }] };
}

/** One page of open jobs, newest first, with the total count of open jobs. */
export async function listOpenJobs({ page, pageSize, now = new Date() }: JobPageRequest) {
  const filter = openJobsFilter(now);
  const [jobs, total] = await Promise.all([
    Job.find(filter)
      .sort({ created_at: -1, _id: -1 })
      .skip((page - 1) * pageSize)
      .limit(pageSize),
    Job.countDocuments(filter),
  ]);
  return { jobs: jobs.map((job) => job.toJSON()), total, page, pageSize };
}

/** One job by id (open or not: a saved or applied job stays readable), or null. */
export async function findJob(id: string) {
  if (!mongoose.isValidObjectId(id)) return null;
  const job = await Job.findById(id);
  return job ? job.toJSON() : null;
}
