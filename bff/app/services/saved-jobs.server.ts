import mongoose, { type Types } from 'mongoose';
import { Job } from '../models/job.server';
import { SavedJob } from '../models/saved-job.server';
import { withCompanyRatings } from './company-ratings.server';

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

interface StoredSavedJob {
  job_id: Types.ObjectId;
  saved_at: Date;
}

/** Ids of the jobs the user saved, most recently saved first. */
export async function savedJobIds(userId: string): Promise<string[]> {
  const rows = await SavedJob.find({ user_id: userId }, { job_id: 1 })
    .sort({ saved_at: -1, _id: -1 })
    .lean<StoredSavedJob[]>();
  return rows.map((row) => String(row.job_id));
}

/**
 * The user's saved jobs, most recently saved first, each the full Job plus `saved_at`. A job that
 * was closed since is still listed (with its `is_active` and `expiry_date`); one that no longer
 * exists is left out.
 */
export async function listSavedJobs(userId: string) {
  const rows = await SavedJob.find({ user_id: userId })
    .sort({ saved_at: -1, _id: -1 })
    .lean<StoredSavedJob[]>();
  const jobs = await Job.find({ _id: { $in: rows.map((row) => row.job_id) } });
  const jobsById = new Map(jobs.map((job) => [String(job._id), job]));
  return withCompanyRatings(
    rows.flatMap((row) => {
      const job = jobsById.get(String(row.job_id));
      return job ? [{ ...job.toJSON(), saved_at: row.saved_at.toISOString() }] : [];
    }),
  );
}

/**
 * Saves a job for the user; saving it again keeps the first `saved_at`. False when the job does
 * not exist.
 */
export async function saveJob(userId: string, jobId: string, now = new Date()): Promise<boolean> {
  if (!mongoose.isValidObjectId(jobId) || !(await Job.exists({ _id: jobId }))) return false;
  try {
    await SavedJob.updateOne(
      { user_id: userId, job_id: jobId },
      { $setOnInsert: { user_id: userId, job_id: jobId, saved_at: now } },
      { upsert: true },
    );
  } catch (error) {
    // Two saves at once: the unique index kept the other one, which is what we wanted.
    if (!isDuplicateKey(error)) throw error;
  }
  return true;
}

/** Removes a job from the user's saved jobs; removing one that is not saved changes nothing. */
export async function removeSavedJob(userId: string, jobId: string): Promise<void> {
  await SavedJob.deleteOne({ user_id: userId, job_id: jobId });
}
