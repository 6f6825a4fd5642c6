import { WELCOME_STEPS, type WelcomePayload, type WelcomeStep } from '@rozgar/contracts';
import type { Types } from 'mongoose';
import type { SessionUser } from '../lib/load-context.server';
import { SavedCandidateSearch } from '../models/candidate-search.server';
import { Company } from '../models/company.server';
import { JobPrescreening } from '../models/job-prescreening.server';
import { Job } from '../models/job.server';
import { ResdexFolder } from '../models/resdex-folder.server';
import { User } from '../models/user.server';
import { accountOf } from './quotas.server';
import { createdByAccount } from './recruiter-account.server';
import { hasInvitedSubUser } from './sub-users.server';

/**
 * GET /api/recruiter/welcome: the getting-started checklist
 * (docs/product/recruiter-tools-and-workspace.md#welcome), each step read from the account's data
 * (made by any of its members, ADR 026) — a company it manages, a job it posted (open or closed),
 * one of those jobs with a pre-screening question, a saved Resdex search, a Resdex folder, a
 * sub-user invited (pending or accepted) or joined.
 */
export async function welcomeChecklist(recruiter: SessionUser): Promise<WelcomePayload> {
  const members = await createdByAccount(recruiter);
  const [company, jobIds, search, folder, firstVisit] = await Promise.all([
    Company.exists({ recruiter_id: members }),
    Job.find({ recruiter_id: members }, { _id: 1 }).lean<Array<{ _id: Types.ObjectId }>>(),
    SavedCandidateSearch.exists({ recruiter_id: members }),
    ResdexFolder.exists({ account_id: accountOf(recruiter) }),
    isFirstVisit(recruiter),
  ]);
  const prescreening =
    jobIds.length > 0 &&
    (await JobPrescreening.exists({
      job_id: { $in: jobIds.map((job) => job._id) },
      'questions.0': { $exists: true },
    })) !== null;
  const subUser = await hasInvitedSubUser(recruiter);
  const done: Record<WelcomeStep, boolean> = {
    company_profile: company !== null,
    first_job: jobIds.length > 0,
    prescreening,
    resdex_search: search !== null,
    resdex_folder: folder !== null,
    sub_user: subUser,
  };
  const items = WELCOME_STEPS.map((step) => ({ step, done: done[step] }));
  return {
    items,
    done: items.filter((item) => item.done).length,
    total: items.length,
    first_visit: firstVisit,
  };
}

/**
 * Whether the recruiter is still owed /welcome: they registered the account (their `welcomed_at`
 * was stored as null then) and have not been shown it since. Sub-users and older accounts have no
 * `welcomed_at` at all, so never.
 */
async function isFirstVisit(recruiter: SessionUser): Promise<boolean> {
  const user = await User.findById(recruiter.id, { welcomed_at: 1 }).lean<{
    welcomed_at?: Date | null;
  }>();
  return user !== null && 'welcomed_at' in user && user.welcomed_at === null;
}

/**
 * POST /api/recruiter/welcome/seen: /welcome was shown (or dismissed), so later logins, on any
 * device, go to the dashboard. Sets `welcomed_at` once; later calls change nothing.
 */
export async function markWelcomed(recruiter: SessionUser, now = new Date()): Promise<void> {
  await User.updateOne(
    { _id: recruiter.id, welcomed_at: { $exists: true, $eq: null } },
    { $set: { welcomed_at: now } },
  );
}
