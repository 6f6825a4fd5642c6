import { WELCOME_STEPS, type WelcomePayload, type WelcomeStep } from '@rozgar/contracts';
import { Types } from 'mongoose';
import type { SessionUser } from '../lib/load-context.server';
import { SavedCandidateSearch } from '../models/candidate-search.server';
import { Company } from '../models/company.server';
import { JobPrescreening } from '../models/job-prescreening.server';
import { Job } from '../models/job.server';
import { ResdexFolder } from '../models/resdex-folder.server';
import { accountOf } from './quotas.server';
import { hasInvitedSubUser } from './sub-users.server';

/**
 * GET /api/recruiter/welcome: the getting-started checklist
 * (docs/product/recruiter-tools-and-workspace.md#welcome), each step read from the recruiter's own
 * data — a company they manage, a job they posted (open or closed), one of those jobs with a
 * pre-screening question, a saved Resdex search, a Resdex folder of their account, a sub-user
 * invited (pending or accepted) or joined.
 */
export async function welcomeChecklist(recruiter: SessionUser): Promise<WelcomePayload> {
  const recruiterId = new Types.ObjectId(recruiter.id);
  const [company, jobIds, search, folder] = await Promise.all([
    Company.exists({ recruiter_id: recruiterId }),
    Job.find({ recruiter_id: recruiterId }, { _id: 1 }).lean<Array<{ _id: Types.ObjectId }>>(),
    SavedCandidateSearch.exists({ recruiter_id: recruiterId }),
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
  const items = WELCOME_STEPS.map((step) => ({ step, done: done[step] }));
  return {
    items,
    done: items.filter((item) => item.done).length,
    total: items.length,
  };
}
