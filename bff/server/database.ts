import mongoose from 'mongoose';
import { Application } from '../app/models/application.server';
import { CandidateInvite } from '../app/models/candidate-invite.server';
import { Community, CommunityPost, PostComment, PostLike } from '../app/models/community.server';
import { Company } from '../app/models/company.server';
import { ContactMessage } from '../app/models/contact-message.server';
import { CounsellingRequest } from '../app/models/counselling-request.server';
import { EmailVerification } from '../app/models/email-verification.server';
import { InterviewExperience } from '../app/models/interview-experience.server';
import { Job } from '../app/models/job.server';
import { JobAlert } from '../app/models/job-alert.server';
import { EmailPreferencesModel, Notification } from '../app/models/notification.server';
import { JobView, JobViewDay } from '../app/models/job-view.server';
import { OfficePhotoModel } from '../app/models/office-photo.server';
import { OfficePhotoReport } from '../app/models/office-photo-report.server';
import { OtpCode } from '../app/models/otp-code.server';
import { ProfileCompleteness } from '../app/models/profile-completeness.server';
import { Resume } from '../app/models/resume.server';
import { ResdexFolder, ResdexFolderCandidate } from '../app/models/resdex-folder.server';
import { RecentCandidateSearch, SavedCandidateSearch } from '../app/models/candidate-search.server';
import { dropLegacyReviews, Review } from '../app/models/review.server';
import { ReviewReport } from '../app/models/review-report.server';
import { ReviewVote } from '../app/models/review-vote.server';
import { SalaryContribution } from '../app/models/salary-contribution.server';
import { SavedJob } from '../app/models/saved-job.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { UserPlan } from '../app/models/user-plan.server';
import { QuotaCounter, QuotaUsageDay, ResumeViewGrant } from '../app/models/quota-usage.server';
import type { Env } from './paths';

export const MODELS = [
  User,
  UserDetails,
  Company,
  Job,
  Community,
  CommunityPost,
  PostLike,
  PostComment,
  UserPlan,
  QuotaCounter,
  QuotaUsageDay,
  ResumeViewGrant,
  CandidateInvite,
  OtpCode,
  EmailVerification,
  Application,
  SavedJob,
  Review,
  ReviewVote,
  ReviewReport,
  OfficePhotoModel,
  OfficePhotoReport,
  SalaryContribution,
  InterviewExperience,
  CounsellingRequest,
  ContactMessage,
  Resume,
  ProfileCompleteness,
  JobView,
  JobViewDay,
  ResdexFolder,
  ResdexFolderCandidate,
  RecentCandidateSearch,
  SavedCandidateSearch,
  Notification,
  EmailPreferencesModel,
  JobAlert,
] as const;

/** Connects the default mongoose connection and makes sure every model's indexes exist. */
export async function connectDatabase(uri: string, { serverSelectionTimeoutMS = 5000 } = {}) {
  if (mongoose.connection.readyState === mongoose.ConnectionStates.disconnected) {
    await mongoose.connect(uri, {
      serverSelectionTimeoutMS,
      // Notice a restarted database within a second (the driver's default is 10 s): requests are
      // answered 503 while it is away, so nothing else would make the driver look sooner.
      heartbeatFrequencyMS: 1000,
      autoIndex: false,
      dbName: databaseNameOf(uri),
    });
  } else {
    await mongoose.connection.asPromise();
  }
  // Reviews of the old shape go before their new unique index is made (ADR 018).
  await dropLegacyReviews();
  await Promise.all(MODELS.map((model) => model.createIndexes()));
  return mongoose.connection;
}

/** The database named in the URI's path, or `rozgar`. */
export function databaseNameOf(uri: string): string {
  const name = /^mongodb(?:\+srv)?:\/\/[^/]+\/([^?]+)/.exec(uri)?.[1];
  return name ? decodeURIComponent(name) : 'rozgar';
}

export function isDatabaseConnected(): boolean {
  return mongoose.connection.readyState === mongoose.ConnectionStates.connected;
}

// Kept apart from mongoose and the models: the production entry starts the database before it
// loads them (launch.ts).
export { resolveDatabase, type DatabaseHandle } from './database-process';

/**
 * Whether demo data (accounts with passwords published in this repository) may be seeded into an
 * empty database. Always for the embedded database (a laptop, the tests); against a real MongoDB
 * only when SEED_DEMO_DATA=1 — and in production only for a deliberate public demo, which must
 * also say ALLOW_DEMO_ACCOUNTS=1. Throws, saying why, when the settings contradict each other.
 */
export function demoDataAllowed(env: Env, embedded: boolean): boolean {
  const requested = env.SEED_DEMO_DATA === '1';
  if (requested && env.NODE_ENV === 'production' && env.ALLOW_DEMO_ACCOUNTS !== '1')
    throw new Error(
      'SEED_DEMO_DATA=1 with NODE_ENV=production would create demo accounts whose passwords are ' +
        'published in the repository. Unset SEED_DEMO_DATA, or set ALLOW_DEMO_ACCOUNTS=1 if this ' +
        'is meant to be a public demo.',
    );
  return embedded || requested;
}
