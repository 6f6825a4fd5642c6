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
  const [company, jobIds, search, folder] = await Promise.all([
    Company.exists({ recruiter_id: members }),
    Job.find({ recruiter_id: members }, { _id: 1 }).lean<Array<{ _id: Types.ObjectId }>>(),
    SavedCandidateSearch.exists({ recruiter_id: members }),
    ResdexFolder.exists({ account_id: accountOf(recruiter) }),
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
  // Inviting sub-users is the admin's: a sub-user's checklist leaves that step out (ADR 026).
  const items = WELCOME_STEPS.filter((step) => step !== 'sub_user' || recruiter.accountAdmin).map(
    (step) => ({ step, done: done[step] }),
  );
  return {
    items,
    done: items.filter((item) => item.done).length,
    total: items.length,
  };
}

/**
 * At a recruiter's login: true exactly once, for the login that should open /welcome — the first
 * one after they registered the account (their `welcomed_at` was stored as null then), on whatever
 * device. Takes it atomically, so two logins at once cannot both open it. Sub-users and accounts
 * from before it was recorded have no `welcomed_at`, so never
 * (docs/product/identity-and-accounts.md).
 */
export async function takeWelcome(userId: string, now = new Date()): Promise<boolean> {
  const { modifiedCount } = await User.updateOne(
    { _id: userId, welcomed_at: { $exists: true, $eq: null } },
    { $set: { welcomed_at: now } },
  );
  return modifiedCount === 1;
}
