import type { Model, Types } from 'mongoose';
import { Community, CommunityPost } from '../models/community.server';
import { Company } from '../models/company.server';
import { Job } from '../models/job.server';
import { User } from '../models/user.server';
import { UserDetails } from '../models/user-details.server';
import { UserPlan } from '../models/user-plan.server';
import { hashPassword } from '../services/auth.server';
import { DEMO_PASSWORD, generateSeedData, type SeedUser } from './generate.server';

/** Password of every generated (non-demo) account; they exist to fill lists, not to log in with. */
const GENERATED_USERS_PASSWORD = 'Rozgar@Seed2026';

export type SeedReport = Record<
  'users' | 'user_details' | 'user_plans' | 'companies' | 'jobs' | 'community' | 'community_posts',
  number
>;

/** Inserts the documents whose ids are not in the collection yet; returns how many it inserted. */
async function insertMissing<T>(
  model: Model<T>,
  docs: Array<{ _id: Types.ObjectId }>,
): Promise<number> {
  if (docs.length === 0) return 0;
  const existing = await model
    .find({ _id: { $in: docs.map((d) => d._id) } }, { _id: 1 })
    .lean<Array<{ _id: Types.ObjectId }>>();
  const present = new Set(existing.map((d) => String(d._id)));
  const missing = docs.filter((d) => !present.has(String(d._id)));
  if (missing.length > 0) await model.insertMany(missing, { ordered: false });
  return missing.length;
}

/** Users whose email is not taken yet (a real sign-up may already own a seeded address). */
async function usersToInsert(users: SeedUser[]) {
  const existing = await User.find(
    { email: { $in: users.map((u) => u.email) } },
    { email: 1 },
  ).lean<Array<{ email: string }>>();
  const taken = new Set(existing.map((u) => u.email));
  const missing = users.filter((u) => !taken.has(u.email));
  if (missing.length === 0) return [];
  // argon2 is deliberately slow: hash the demo password and the shared generated one once each.
  const [demoHash, generatedHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(GENERATED_USERS_PASSWORD),
  ]);
  return missing.map(({ password, ...user }) => ({
    ...user,
    password_hash: password === 'demo' ? demoHash : generatedHash,
  }));
}

/**
 * Fills the database with the demo data set. Idempotent: every document has a fixed id, and only
 * documents that are missing are inserted, so a second run changes nothing.
 */
export async function seedDemoData(referenceDate = new Date()): Promise<SeedReport> {
  const data = generateSeedData(referenceDate);
  const users = await usersToInsert(data.users);
  return {
    users: await insertMissing(User, users),
    user_details: await insertMissing(UserDetails, data.userDetails),
    user_plans: await insertMissing(UserPlan, data.userPlans),
    companies: await insertMissing(Company, data.companies),
    jobs: await insertMissing(Job, data.jobs),
    community: await insertMissing(Community, data.communities),
    community_posts: await insertMissing(CommunityPost, data.communityPosts),
  };
}

/** Seeds only a database without jobs (a fresh install); returns what it inserted, or null. */
export async function seedIfEmpty(): Promise<SeedReport | null> {
  const anyJob = await Job.exists({});
  return anyJob ? null : seedDemoData();
}
