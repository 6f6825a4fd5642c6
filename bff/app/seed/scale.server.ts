import type { Model, Types } from 'mongoose';
import { Company } from '../models/company.server';
import { Job } from '../models/job.server';
import { User } from '../models/user.server';
import { UserDetails } from '../models/user-details.server';
import { hashPassword } from '../services/auth.server';
import { CITIES, ROLES_BY_SECTOR } from './catalog.server';
import { DIRECTORY_COMPANY_COUNT, generateDirectoryCompanies } from './directory-companies.server';
import { seedId } from './generate.server';
import { GENERATED_USERS_PASSWORD } from './seed.server';

/*
 * `npm run seed -w bff -- --scale N`: grows the database for benchmarks beyond the demo data set,
 * without touching it or its accounts (ADR 020). Each step of scale adds 1 500 directory companies
 * (every other one claimed by a new scale recruiter, with 4–17 open jobs: about 7 900 jobs) and
 * 500 seekers with a short profile. Scale 6 gives about 10 500 companies and 48 000 jobs. Fixed
 * ids, so running it again inserts only what is missing, and a larger N adds to a smaller one.
 */

export const SCALE_STEP = { companies: DIRECTORY_COMPANY_COUNT, seekers: 500 } as const;
/** The most a step of scale adds per recruiter; every other company is claimed. */
const COMPANIES_PER_SCALE_RECRUITER = 10;
const MAX_SCALE = 100;

export interface ScaleReport {
  users: number;
  user_details: number;
  companies: number;
  jobs: number;
}

async function insertMissing<T>(
  model: Model<T>,
  docs: Array<{ _id: Types.ObjectId }>,
): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < docs.length; start += 5_000) {
    const chunk = docs.slice(start, start + 5_000);
    const present = new Set(
      (
        await model
          .find({ _id: { $in: chunk.map((doc) => doc._id) } }, { _id: 1 })
          .lean<Array<{ _id: Types.ObjectId }>>()
      ).map((doc) => String(doc._id)),
    );
    const missing = chunk.filter((doc) => !present.has(String(doc._id)));
    if (missing.length > 0) await model.insertMany(missing, { ordered: false });
    inserted += missing.length;
  }
  return inserted;
}

/** Adds `scale` steps of companies, jobs and seekers (1 ≤ scale ≤ 100). */
export async function seedScale(scale: number, referenceDate = new Date()): Promise<ScaleReport> {
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_SCALE)
    throw new Error(`--scale must be a whole number from 1 to ${MAX_SCALE}`);
  const companyCount = scale * SCALE_STEP.companies;
  const recruiterCount = Math.ceil(companyCount / 2 / COMPANIES_PER_SCALE_RECRUITER);
  const passwordHash = await hashPassword(GENERATED_USERS_PASSWORD);
  const now = referenceDate.getTime();
  const recruiters = Array.from({ length: recruiterCount }, (_, i) => {
    const email = `scale.recruiter${i}@example.com`;
    return {
      _id: seedId('user', email),
      email,
      role: 'Recruiter',
      name: `Scale Recruiter ${i}`,
      password_hash: passwordHash,
      created_at: new Date(now - 200 * 86_400_000),
    };
  });
  const { companies, jobs } = generateDirectoryCompanies({
    count: companyCount,
    from: DIRECTORY_COMPANY_COUNT, // after the demo data set's
    recruiters,
    claimedEvery: 2,
    jobsPerClaimed: [4, 17],
    referenceDate,
    seedId: (kind, key) => seedId(`scale_${kind}`, key),
  });
  const templates = Object.values(ROLES_BY_SECTOR).flat();
  const seekers = Array.from({ length: scale * SCALE_STEP.seekers }, (_, i) => {
    const email = `scale.seeker${i}@example.com`;
    return {
      _id: seedId('user', email),
      email,
      role: 'Job Seeker',
      name: `Scale Seeker ${i}`,
      password_hash: passwordHash,
      created_at: new Date(now - (i % 365) * 86_400_000),
    };
  });
  const details = seekers.map((seeker, i) => {
    const template = templates[i % templates.length]!;
    const city = CITIES[i % CITIES.length]!;
    const experience = i % 16;
    return {
      _id: seedId('user_details', seeker.email),
      user_id: seeker._id,
      full_name: seeker.name,
      email: seeker.email,
      phone: `+91 9${String(100_000_000 + i).padStart(9, '0')}`,
      address: `${(i % 200) + 1}, Main Road, ${city.city}`,
      pin_code: `${city.pin}${String((i % 899) + 100)}`,
      curr_role: template.role,
      experience,
      skills: template.skills.slice(0, 3 + (i % 3)),
      pref_location: city.city,
      profile_summary: `${template.role} with ${experience} years of experience.`,
      is_verified: i % 3 !== 0,
    };
  });
  // users whose address a real sign-up already took are left out (e-mails are unique)
  const taken = new Set(
    (
      await User.find(
        { email: { $in: [...recruiters, ...seekers].map((user) => user.email) } },
        { email: 1 },
      ).lean()
    ).map((user) => user.email),
  );
  const users = [...recruiters, ...seekers].filter((user) => !taken.has(user.email));
  return {
    users: await insertMissing(User, users),
    user_details: await insertMissing(
      UserDetails,
      details.filter((detail) => !taken.has(detail.email)),
    ),
    companies: await insertMissing(Company, companies),
    jobs: await insertMissing(Job, jobs),
  };
}
