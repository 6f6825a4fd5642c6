import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../server/database';
import { startTestDatabase, type TestDatabase } from '../../test/support/database';
import { Company } from '../models/company.server';
import { Job } from '../models/job.server';
import { User } from '../models/user.server';
import { UserDetails } from '../models/user-details.server';
import { DIRECTORY_COMPANY_COUNT } from './directory-companies.server';
import { SCALE_STEP, seedScale } from './scale.server';

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
  await connectDatabase(database.uri);
});

afterAll(async () => {
  await mongoose.disconnect();
  await database?.stop();
});

describe('seed --scale', () => {
  it('adds a step of companies, their jobs and seekers, once, without the demo accounts', async () => {
    const report = await seedScale(1);
    expect(report.companies).toBe(SCALE_STEP.companies);
    expect(report.jobs).toBeGreaterThan(5_000);
    expect(await Job.countDocuments()).toBe(report.jobs);
    expect(await UserDetails.countDocuments()).toBe(SCALE_STEP.seekers);
    expect(await User.countDocuments({ role: 'Job Seeker' })).toBe(SCALE_STEP.seekers);
    expect(
      await User.exists({ email: { $in: ['seeker@example.com', 'recruiter@example.com'] } }),
    ).toBeNull();

    // every other company is claimed, by a recruiter who exists, within the 20-company cap
    const companies = await Company.find({}, { company_name: 1, recruiter_id: 1 }).lean();
    const claimed = companies.filter((company) => company.recruiter_id);
    expect(claimed).toHaveLength(SCALE_STEP.companies / 2);
    const recruiters = await User.find({ role: 'Recruiter' }, { _id: 1 }).lean();
    const perRecruiter = new Map(recruiters.map((recruiter) => [String(recruiter._id), 0]));
    for (const company of claimed) {
      const id = String(company.recruiter_id);
      expect(perRecruiter.has(id)).toBe(true);
      perRecruiter.set(id, perRecruiter.get(id)! + 1);
    }
    expect(Math.max(...perRecruiter.values())).toBeLessThanOrEqual(20);
    // the names go on after the demo data set's 1 500, none repeated
    expect(new Set(companies.map((company) => company.company_name)).size).toBe(companies.length);
    expect(DIRECTORY_COMPANY_COUNT).toBe(1_500);

    expect(await seedScale(1)).toEqual({ users: 0, user_details: 0, companies: 0, jobs: 0 });
  });

  it('refuses a scale that is not a whole number from 1 to 100', async () => {
    await expect(seedScale(0)).rejects.toThrow('--scale must be a whole number from 1 to 100');
    await expect(seedScale(1.5)).rejects.toThrow();
  });
});
