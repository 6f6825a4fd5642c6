import { join } from 'node:path';
import mongoose from 'mongoose';
import { Application } from '../app/models/application.server';
import { Community, CommunityPost } from '../app/models/community.server';
import { Company } from '../app/models/company.server';
import { ContactMessage } from '../app/models/contact-message.server';
import { CounsellingRequest } from '../app/models/counselling-request.server';
import { EmailVerification } from '../app/models/email-verification.server';
import { Job } from '../app/models/job.server';
import { OtpCode } from '../app/models/otp-code.server';
import { OutboxMessage } from '../app/models/outbox-message.server';
import { ProfileCompleteness } from '../app/models/profile-completeness.server';
import { Resume } from '../app/models/resume.server';
import { Review } from '../app/models/review.server';
import { SavedJob } from '../app/models/saved-job.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { UserPlan } from '../app/models/user-plan.server';
import type { Env } from './paths';

export const MODELS = [
  User,
  UserDetails,
  Company,
  Job,
  Community,
  CommunityPost,
  UserPlan,
  OtpCode,
  EmailVerification,
  OutboxMessage,
  Application,
  SavedJob,
  Review,
  CounsellingRequest,
  ContactMessage,
  Resume,
  ProfileCompleteness,
] as const;

/** Connects the default mongoose connection and makes sure every model's indexes exist. */
export async function connectDatabase(uri: string, { serverSelectionTimeoutMS = 5000 } = {}) {
  if (mongoose.connection.readyState === mongoose.ConnectionStates.disconnected) {
    await mongoose.connect(uri, {
      serverSelectionTimeoutMS,
      autoIndex: false,
      dbName: databaseNameOf(uri),
    });
  } else {
    await mongoose.connection.asPromise();
  }
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

export interface DatabaseHandle {
  uri: string;
  /** Stops the embedded database when this process started it. */
  stop: () => Promise<void>;
  embedded: boolean;
}

/**
 * MONGODB_URI when set; otherwise the embedded, MongoDB-compatible database, started as a child
 * process with its data in `<dataDir>/db` (DB_PATH overrides it).
 */
export async function resolveDatabase(env: Env, dataDir: string): Promise<DatabaseHandle> {
  if (env.MONGODB_URI) return { uri: env.MONGODB_URI, stop: async () => {}, embedded: false };
  const { spawnEmbeddedDb } = await import('../embedded-db/src/spawn');
  const db = await spawnEmbeddedDb({ dbpath: env.DB_PATH ?? join(dataDir, 'db') });
  const stop = async () => {
    // The child process does not hold this process open; keep it alive until the database has
    // really exited, or a short script could end first and leave the database running.
    const keepAlive = setInterval(() => {}, 1000);
    try {
      await db.stop();
    } finally {
      clearInterval(keepAlive);
    }
  };
  return { uri: db.uri, stop, embedded: true };
}
