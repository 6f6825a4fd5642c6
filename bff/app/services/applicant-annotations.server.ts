import {
  PIPELINE_LIMITS,
  type ApplicantNote,
  type ApplicantNoteBody,
  type ApplicantTagsBody,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import type { SessionUser } from '../lib/load-context.server';
import { jsonError } from '../lib/http.server';
import { objectIdSchema } from '../lib/validation.server';
import { ApplicantAnnotation } from '../models/applicant-annotation.server';
import { toApplicantNote } from './applicant-pipeline.server';
import { APPLICATION_NOT_FOUND, findApplication } from './job-applications.server';
import { accountObjectId, type AccountMember } from './recruiter-account.server';

/*
 * A recruiter account's notes and tags on an applicant (docs/product/recruiter-jobs-and-responses.md#manage-responses):
 * kept per account and seeker (`recruiter_id` holds the account's id, ADR 026: every member reads
 * and writes the same ones), written through one of the account's jobs the seeker applied to,
 * read on the pipeline's cards and never sent to the seeker. `updated_by` is who changed them last.
 */

/**
 * The applicant of a job of the recruiter's account: an unknown job is a thrown 404, another
 * account's a 403 (ADR 011), no application a 404. The key of the account's annotation row.
 */
async function applicantOf(recruiter: AccountMember, jobId: string, userId: string) {
  const found = await findApplication(recruiter, jobId, userId);
  if (!found.application) throw jsonError(404, APPLICATION_NOT_FOUND);
  return {
    recruiter_id: accountObjectId(recruiter),
    user_id: found.application.user_id,
  };
}

/**
 * POST /api/job-applications/{jobId}/{userId}/notes: keeps the note with its author and time; the
 * account keeps the newest 50 notes on an applicant.
 */
export async function addApplicantNote(
  recruiter: SessionUser,
  jobId: string,
  userId: string,
  { text }: ApplicantNoteBody,
): Promise<ApplicantNote> {
  const key = await applicantOf(recruiter, jobId, userId);
  const note = {
    _id: new Types.ObjectId(),
    text,
    at: new Date(),
    author_id: new Types.ObjectId(recruiter.id),
    author_name: recruiter.name || recruiter.email,
  };
  await ApplicantAnnotation.updateOne(
    key,
    {
      $push: { notes: { $each: [note], $slice: -PIPELINE_LIMITS.notes } },
      $set: { updated_at: note.at, updated_by: note.author_id },
    },
    { upsert: true },
  );
  return toApplicantNote(note);
}

/** PUT /api/job-applications/{jobId}/{userId}/tags: the applicant's whole set of tags, replaced. */
export async function setApplicantTags(
  recruiter: AccountMember,
  jobId: string,
  userId: string,
  { tags }: ApplicantTagsBody,
): Promise<{ tags: string[] }> {
  const key = await applicantOf(recruiter, jobId, userId);
  await ApplicantAnnotation.updateOne(
    key,
    { $set: { tags, updated_at: new Date(), updated_by: new Types.ObjectId(recruiter.id) } },
    { upsert: true },
  );
  return { tags };
}

export const NOTE_NOT_FOUND = 'Note not found';

/**
 * DELETE /api/job-applications/{jobId}/{userId}/notes/{noteId}: removes one of the account's
 * notes on the applicant; 404 `Note not found` when it has no such note.
 */
export async function deleteApplicantNote(
  recruiter: AccountMember,
  jobId: string,
  userId: string,
  noteId: string,
): Promise<{ success: true }> {
  const key = await applicantOf(recruiter, jobId, userId);
  if (!objectIdSchema.safeParse(noteId).success) throw jsonError(404, NOTE_NOT_FOUND);
  const id = new Types.ObjectId(noteId);
  const removed = await ApplicantAnnotation.updateOne(
    { ...key, 'notes._id': id },
    {
      $pull: { notes: { _id: id } },
      $set: { updated_at: new Date(), updated_by: new Types.ObjectId(recruiter.id) },
    },
  );
  if (removed.modifiedCount === 0) throw jsonError(404, NOTE_NOT_FOUND);
  return { success: true };
}
