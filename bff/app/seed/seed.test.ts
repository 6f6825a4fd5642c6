import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../server/database';
import { startTestDatabase, type TestDatabase } from '../../test/support/database';
import { APPLICATION_STATUS_VALUES, INDUSTRY_VALUES } from '@rozgar/contracts';
import { Application } from '../models/application.server';
import { Community, CommunityPost } from '../models/community.server';
import { Company } from '../models/company.server';
import { InterviewExperience } from '../models/interview-experience.server';
import { Job } from '../models/job.server';
import { JobPrescreening } from '../models/job-prescreening.server';
import { JobView, JobViewDay } from '../models/job-view.server';
import { Resume } from '../models/resume.server';
import { dropLegacyReviews, Review } from '../models/review.server';
import { ReviewVote } from '../models/review-vote.server';
import { SavedJob } from '../models/saved-job.server';
import { User } from '../models/user.server';
import { UserDetails } from '../models/user-details.server';
import { UserPlan } from '../models/user-plan.server';
import { verifyCredentials } from '../services/auth.server';
import { listCandidateSearches } from '../services/candidate-searches.server';
import { getResdexFolder, listResdexFolders } from '../services/resdex-folders.server';
import { listOwnCompanies } from '../services/companies.server';
import { listJobApplications, openApplicantResume } from '../services/job-applications.server';
import { openJobsFilter } from '../services/jobs.server';
import { listRecruiterJobs } from '../services/recruiter-jobs.server';
import { listInterviewExperiences } from '../services/interview-experiences.server';
import { jobAnalytics } from '../services/job-analytics.server';
import { listReviews } from '../services/reviews.server';
import { voteOnReview } from '../services/review-votes.server';
import { listSavedCandidates } from '../services/saved-candidates.server';
import { listSubUsers } from '../services/sub-users.server';
import { reviewListQuerySchema } from '@rozgar/contracts';
import { COMPANIES } from './catalog.server';
import { DIRECTORY_COMPANY_COUNT } from './directory-companies.server';
import { generateSeedData, seedId } from './generate.server';
import { seedDemoData, seedIfEmpty, type SeedReport } from './seed.server';

const CATALOG_COMPANY_IDS = new Set(
  COMPANIES.map((entry) => String(seedId('company', entry.name))),
);

let database: TestDatabase;
let firstRun: SeedReport;

const COLLECTIONS = [
  'users',
  'user_details',
  'user_plans',
  'companies',
  'jobs',
  'community',
  'community_posts',
  'job_applications',
  'saved_jobs',
  'reviews',
  'review_votes',
  'interview_experiences',
  'resumes',
  'resumes.files',
  'resumes.chunks',
  'candidates',
  'saved_candidate_searches',
  'job_prescreening',
  'job_view_days',
  'job_views',
  'resdex_folders',
  'resdex_folder_candidates',
];

/** A fingerprint of every seeded collection's full contents. */
async function snapshot() {
  const hash = createHash('sha256');
  for (const name of COLLECTIONS) {
    const docs = await mongoose.connection.db!.collection(name).find({}).sort({ _id: 1 }).toArray();
    hash.update(`${name}:${docs.length}:${JSON.stringify(docs)}`);
  }
  return hash.digest('hex');
}

/** Every review whose like, dislike or helpful count is not the number of its vote records. */
async function countsWithoutVotes() {
  const votes = await ReviewVote.find({}).lean();
  const reviews = await Review.find({}, { likes: 1, dislikes: 1, helpful_count: 1 }).lean();
  return reviews.flatMap((review) => {
    const own = votes.filter((vote) => vote.review_id.equals(review._id));
    const counted = {
      likes: own.filter((vote) => vote.reaction === 'like').length,
      dislikes: own.filter((vote) => vote.reaction === 'dislike').length,
      helpful_count: own.filter((vote) => vote.helpful).length,
    };
    const stored = {
      likes: review.likes,
      dislikes: review.dislikes,
      helpful_count: review.helpful_count,
    };
    return isDeepStrictEqual(stored, counted) ? [] : [{ id: String(review._id), stored, counted }];
  });
}

beforeAll(async () => {
  database = await startTestDatabase();
  await connectDatabase(database.uri);
  firstRun = (await seedIfEmpty())!;
}, 120_000);

afterAll(async () => {
  await mongoose.disconnect();
  await database?.stop();
});

describe('the demo data set', () => {
  it('is generated deterministically from a fixed seed', () => {
    const reference = new Date('2026-11-21T00:00:00Z');
    expect(generateSeedData(reference)).toEqual(generateSeedData(reference));
  });

  it('fills an empty database with the required amounts', async () => {
    expect(firstRun.jobs).toBeGreaterThanOrEqual(300);
    expect(await Job.countDocuments()).toBe(firstRun.jobs);
    expect(await Company.countDocuments()).toBeGreaterThanOrEqual(30);
    const seekers = await User.countDocuments({ role: 'Job Seeker' });
    expect(seekers).toBeGreaterThanOrEqual(200);
    expect(await UserDetails.countDocuments()).toBe(seekers);
    // a plan per account: the demo sub-user works under the demo recruiter's
    const admins = await User.countDocuments({ role: 'Recruiter', account_id: { $exists: false } });
    expect(await UserPlan.countDocuments()).toBe(admins);
    expect(await Community.countDocuments()).toBeGreaterThanOrEqual(5);
    expect(await CommunityPost.countDocuments()).toBeGreaterThanOrEqual(30);
    // Three of the demo recruiter's open jobs have pre-screening questions and criteria.
    expect(firstRun.job_prescreening).toBe(3);
    expect(await JobPrescreening.countDocuments({ 'criteria.auto_reject': true })).toBe(2);
  });

  it('has the two demo accounts with the documented password', async () => {
    expect(await verifyCredentials('seeker@example.com', 'Demo@12345')).toMatchObject({
      role: 'Job Seeker',
      name: 'Aarav Sharma',
    });
    const recruiter = await verifyCredentials('recruiter@example.com', 'Demo@12345');
    expect(recruiter).toMatchObject({ role: 'Recruiter', name: 'Priya Nair' });
    expect(await UserPlan.exists({ user_id: recruiter!.id })).toBeTruthy();
    expect(await Company.countDocuments({ recruiter_id: recruiter!.id })).toBeGreaterThanOrEqual(1);
    expect(await Job.countDocuments({ recruiter_id: recruiter!.id })).toBeGreaterThan(0);
    const profile = await UserDetails.findOne({ email: 'seeker@example.com' });
    expect(profile?.skills.length).toBeGreaterThan(0);
    expect(profile?.languages[0]).toMatchObject({ language: 'English' });
  });

  it('has a demo sub-user in the demo recruiter’s account, listed on its team page', async () => {
    const recruiter = await verifyCredentials('recruiter@example.com', 'Demo@12345');
    const subUser = await verifyCredentials('subuser@example.com', 'Demo@12345');
    expect(subUser).toMatchObject({
      role: 'Recruiter',
      name: 'Kavya Menon',
      accountId: recruiter!.id,
      accountAdmin: false,
    });
    const team = await listSubUsers(recruiter!);
    expect(team.members).toEqual([
      expect.objectContaining({ id: subUser!.id, email: 'subuser@example.com', status: 'active' }),
    ]);
    expect(team.seats).toMatchObject({ used: 1 });
  });

  it('lists the demo recruiter’s seeded companies as their own, newest first', async () => {
    const recruiter = await verifyCredentials('recruiter@example.com', 'Demo@12345');
    const { companies } = await listOwnCompanies(recruiter!);
    expect(companies.map((company) => company.company_name).sort()).toEqual([
      'Infoveda Technologies',
      'Sahyadri Softech',
    ]);
    const times = companies.map((company) => new Date(company.created_at as Date).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const company of companies) {
      expect(company).toMatchObject({ recruiter_id: recruiter!.id, hiring_for: 'your company' });
      expect(company.updated_at).toEqual(company.created_at);
      expect(company).not.toHaveProperty('founded');
    }
  });

  it('gives the demo recruiter saved candidates and a saved search that finds seekers', async () => {
    const recruiter = await verifyCredentials('recruiter@example.com', 'Demo@12345');
    const { candidates } = await listSavedCandidates(recruiter!);
    expect(candidates).toHaveLength(4);
    expect(candidates.at(-1)).toMatchObject({ full_name: 'Aarav Sharma', saved: true });
    const { recent, saved } = await listCandidateSearches(recruiter!.id);
    expect(recent).toEqual([]);
    expect(saved).toEqual([
      expect.objectContaining({
        title: 'React developers in Bengaluru',
        query: 'Skills: React · location: Bengaluru',
        profiles: expect.any(Number),
      }),
    ]);
    expect(saved[0]!.profiles).toBeGreaterThan(0);
    // two folders of seekers, newest change first, each listing as many as it counts
    const { folders } = await listResdexFolders(recruiter!);
    expect(folders.map(({ name, count }) => [name, count])).toEqual([
      ['Call back in January', 2],
      ['Frontend shortlist', 3],
    ]);
    const shortlist = await getResdexFolder(recruiter!, folders[1]!.id, 1);
    expect(shortlist.candidates).toHaveLength(3);
    expect(shortlist.candidates.at(-1)).toMatchObject({
      candidate: expect.objectContaining({ full_name: 'Aarav Sharma' }),
      note: 'Strong React portfolio; call this week.',
    });
  });

  it('gives the demo recruiter job views: an apply rate on both ranges, each day’s views at least its applies', async () => {
    const recruiter = await verifyCredentials('recruiter@example.com', 'Demo@12345');
    for (const range of [30, 90] as const) {
      const { totals: total, days, jobs } = await jobAnalytics(recruiter!, { range });
      expect(total.views).toBeGreaterThan(total.applies);
      expect(total.apply_rate).toBeGreaterThan(0);
      expect(total.apply_rate).toBeLessThanOrEqual(100);
      for (const day of days) expect(day.views).toBeGreaterThanOrEqual(day.applies);
      expect(jobs.filter((job) => job.views > 0).length).toBeGreaterThan(jobs.length / 2);
    }
    // every day's counter is the number of its distinct viewers' rows
    const rows = await JobView.aggregate<{ _id: { job_id: unknown; day: string }; n: number }>([
      { $group: { _id: { job_id: '$job_id', day: '$day' }, n: { $sum: 1 } } },
    ]);
    const counters = await JobViewDay.find({}, { job_id: 1, day: 1, views: 1 }).lean();
    const rowsOf = new Map(rows.map((row) => [`${String(row._id.job_id)}:${row._id.day}`, row.n]));
    expect(counters.length).toBe(rows.length);
    for (const counter of counters)
      expect(rowsOf.get(`${String(counter.job_id)}:${counter.day}`)).toBe(counter.views);
  });

  it('spreads jobs over the filters’ cities, industries, work modes, salaries and experience', async () => {
    const jobs = await Job.find({}).lean();
    const cities = new Set(jobs.map((j) => j.location));
    for (const city of [
      'Bengaluru',
      'Hyderabad',
      'Delhi',
      'Pune',
      'Mumbai',
      'Chennai',
      'Noida',
      'Gurugram',
    ])
      expect(cities).toContain(city);
    const industries = new Set(jobs.map((j) => j.industry));
    for (const industry of INDUSTRY_VALUES) expect(industries).toContain(industry);
    expect(new Set(jobs.map((j) => j.work_mode))).toEqual(new Set(['Remote', 'Hybrid', 'On-site']));
    for (const j of jobs) {
      expect(j.min_salary).toBeGreaterThanOrEqual(3);
      expect(j.max_salary).toBeLessThanOrEqual(45);
      expect(j.max_salary!).toBeGreaterThan(j.min_salary!);
      expect(j.min_experience).toBeGreaterThanOrEqual(0);
      expect(j.max_experience).toBeLessThanOrEqual(15);
      expect(j.skills.length).toBeGreaterThan(0);
      expect(j.job_description).toBeTruthy();
      expect(j.recruiter_id).toBeTruthy();
    }
    const ninetyDaysAgo = Date.now() - 91 * 24 * 60 * 60 * 1000;
    expect(jobs.every((j) => j.created_at.getTime() >= ninetyDaysAgo)).toBe(true);
    // some are expired or closed, so the open-jobs filter is real
    const open = await Job.countDocuments(openJobsFilter(new Date()));
    expect(open).toBeLessThan(jobs.length);
    expect(await Job.countDocuments({ is_active: false })).toBeGreaterThan(0);
    expect(
      await Job.countDocuments({ is_active: true, expiry_date: { $lt: new Date() } }),
    ).toBeGreaterThan(0);
  });

  it('gives the demo seeker applications in every status with histories, and saved jobs', async () => {
    const seeker = await User.findOne({ email: 'seeker@example.com' });
    const applications = await Application.find({ user_id: seeker!._id }).lean();
    expect(applications.length).toBeGreaterThanOrEqual(6);
    expect(new Set(applications.map((a) => a.status))).toEqual(new Set(APPLICATION_STATUS_VALUES));
    const open = new Set(
      (await Job.find(openJobsFilter(new Date()), { _id: 1 }).lean()).map((j) => String(j._id)),
    );
    for (const application of applications) expect(open).toContain(String(application.job_id));
    const saved = await SavedJob.find({ user_id: seeker!._id }).lean();
    expect(saved).toHaveLength(4);
    const appliedIds = new Set(applications.map((a) => String(a.job_id)));
    expect(saved.some((s) => !open.has(String(s.job_id)))).toBe(true);
    for (const row of saved) {
      expect(appliedIds).not.toContain(String(row.job_id));
      expect(row.saved_at.getTime()).toBeLessThan(Date.now());
    }
  });

  it('has applications by other seekers too, on the demo recruiter’s postings among others', async () => {
    const applications = await Application.find({}).lean();
    const users = new Set(applications.map((a) => String(a.user_id)));
    expect(users.size).toBeGreaterThan(50);
    const recruiter = await User.findOne({ email: 'recruiter@example.com' });
    const recruiterJobs = new Set(
      (await Job.find({ recruiter_id: recruiter!._id }, { _id: 1 }).lean()).map((j) =>
        String(j._id),
      ),
    );
    const responses = applications.filter((a) => recruiterJobs.has(String(a.job_id)));
    expect(responses.length).toBeGreaterThan(20);
    expect(new Set(responses.map((a) => a.status)).size).toBeGreaterThanOrEqual(4);
    const jobs = new Map(
      (await Job.find({}, { created_at: 1 }).lean()).map((j) => [String(j._id), j.created_at]),
    );
    for (const application of applications) {
      const { history } = application;
      expect(history[0]?.status).toBe('applied');
      expect(history.at(-1)?.status).toBe(application.status);
      expect(application.applied_at).toEqual(history[0]!.at);
      expect(application.updated_at).toEqual(history.at(-1)!.at);
      expect(application.applied_at.getTime()).toBeGreaterThan(
        jobs.get(String(application.job_id))!.getTime(),
      );
      for (let i = 1; i < history.length; i++)
        expect(history[i]!.at.getTime()).toBeGreaterThan(history[i - 1]!.at.getTime());
      expect(application.updated_at.getTime()).toBeLessThan(Date.now());
    }
  });

  it('gives the demo recruiter applicants with and without resumes, across statuses', async () => {
    const recruiter = await User.findOne({ email: 'recruiter@example.com' });
    // the demo recruiter is their account's admin: the account's id is their own (ADR 026)
    const member = { id: String(recruiter!._id), accountId: String(recruiter!._id) };
    const { jobs } = await listRecruiterJobs(member);
    const received = jobs.reduce((sum, job) => sum + job.resumes, 0);
    const applied = jobs.reduce((sum, job) => sum + job.applications, 0);
    expect(received).toBeGreaterThan(5);
    expect(received).toBeLessThan(applied);

    const job = jobs.find((candidate) => candidate.resumes > 0)!;
    const { applications } = await listJobApplications(member, job.id);
    const withResume = applications.filter((a) => a.user_details.resume_link !== null);
    expect(withResume).toHaveLength(job.resumes);
    const responses = await Promise.all(
      jobs.map(async (j) => (await listJobApplications(member, j.id)).applications),
    );
    expect(new Set(responses.flat().map((a) => a.status)).size).toBeGreaterThanOrEqual(4);
    expect(
      new Set(
        responses
          .flat()
          .filter((a) => a.user_details.resume_link)
          .map((a) => a.status),
      ).size,
    ).toBeGreaterThanOrEqual(3);

    const applicant = withResume[0]!;
    const file = await openApplicantResume(member, job.id, applicant.user_id);
    const chunks: Buffer[] = [];
    for await (const chunk of file.stream) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(file.size);
    const stored = await Resume.findOne({ user_id: applicant.user_id }).lean();
    expect(stored?.text).toContain(applicant.user_details.full_name);
    expect(stored?.uploaded_at.getTime()).toBeLessThan(new Date(applicant.applied_at).getTime());

    const demoSeeker = await User.findOne({ email: 'seeker@example.com' });
    expect(await Resume.exists({ user_id: demoSeeker!._id })).toBeNull();
  });

  it('fills the companies directory: 1 500 generated companies of every kind, jobs at a few hundred', async () => {
    const companies = await Company.find({}).lean();
    const generated = companies.filter((c) => !CATALOG_COMPANY_IDS.has(String(c._id)));
    expect(generated).toHaveLength(DIRECTORY_COMPANY_COUNT);
    expect(new Set(companies.map((c) => c.company_name.toLowerCase())).size).toBe(companies.length);
    expect(new Set(generated.map((c) => c.industry))).toEqual(new Set(INDUSTRY_VALUES));
    expect(new Set(generated.map((c) => c.size))).toEqual(
      new Set(['1-10', '11-50', '51-200', '201-500', '501+']),
    );
    expect(new Set(generated.map((c) => c.city)).size).toBeGreaterThanOrEqual(14);
    const claimed = generated.filter((c) => c.recruiter_id);
    expect(claimed.length).toBeGreaterThan(150);
    expect(claimed.length).toBeLessThan(generated.length / 4);
    expect(generated.some((c) => c.founded === undefined)).toBe(true);
    expect(generated.some((c) => (c.founded ?? 0) >= new Date().getUTCFullYear() - 10)).toBe(true);
    expect(generated.every((c) => (c.tags?.length ?? 0) > 0)).toBe(true);
    expect(generated.filter((c) => c.nature_of_business?.length).length).toBeGreaterThan(1_000);
    // no recruiter manages more than the 20 companies the API allows
    const perRecruiter = new Map<string, number>();
    for (const c of companies)
      if (c.recruiter_id)
        perRecruiter.set(
          String(c.recruiter_id),
          (perRecruiter.get(String(c.recruiter_id)) ?? 0) + 1,
        );
    expect(Math.max(...perRecruiter.values())).toBeLessThanOrEqual(20);

    const jobs = await Job.find({}, { company_id: 1, company: 1, recruiter_id: 1 }).lean();
    expect(jobs.every((job) => job.company_id)).toBe(true);
    const byId = new Map(companies.map((c) => [String(c._id), c]));
    for (const job of jobs) {
      const company = byId.get(String(job.company_id))!;
      expect(company.company_name).toBe(job.company);
      expect(String(company.recruiter_id)).toBe(String(job.recruiter_id));
    }
    expect(new Set(jobs.map((job) => String(job.company_id))).size).toBeGreaterThan(200);
  });

  it('has at least 100 company reviews, several per catalog company, one per author and company', async () => {
    const reviews = await Review.find({}).lean();
    expect(reviews.length).toBeGreaterThanOrEqual(100);
    const companies = new Map(
      (await Company.find({}, { company_name: 1 }).lean()).map((c) => [
        String(c._id),
        c.company_name,
      ]),
    );
    // the directory's generated companies have none: their cards show no rating (ADR 020)
    for (const id of companies.keys()) if (!CATALOG_COMPANY_IDS.has(id)) companies.delete(id);
    const perCompany = new Map<string, typeof reviews>();
    for (const review of reviews)
      perCompany.set(String(review.company_id), [
        ...(perCompany.get(String(review.company_id)) ?? []),
        review,
      ]);
    expect(perCompany.size).toBe(companies.size);
    for (const own of perCompany.values()) {
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(new Set(own.map((r) => String(r.user_id))).size).toBe(own.length);
    }
    // varied: every star, every department, short and long texts, some without criteria
    expect(new Set(reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(reviews.map((r) => r.department)).size).toBe(4);
    const lengths = reviews.map((r) => r.pros.length + r.cons.length);
    expect(Math.max(...lengths)).toBeGreaterThan(2 * Math.min(...lengths));
    expect(reviews.some((r) => r.work_life_balance === undefined)).toBe(true);
    for (const review of reviews) {
      expect(companies.get(String(review.company_id))).toBe(review.company);
      expect(review.company_key).toBe(review.company.toLowerCase());
      for (const rating of [review.rating, review.work_life_balance, review.company_culture]) {
        if (rating === undefined) continue;
        expect(rating).toBeGreaterThanOrEqual(1);
        expect(rating).toBeLessThanOrEqual(5);
      }
      expect(review.status).toBe('published');
      expect(review.title.length).toBeGreaterThan(5);
      expect(review.created_at.getTime()).toBeLessThan(Date.now());
    }
  });

  it('has interview experiences across most companies, varied, each by a different seeker', async () => {
    const experiences = await InterviewExperience.find({}).lean();
    expect(experiences.length).toBe(firstRun.interview_experiences);
    expect(experiences.length).toBeGreaterThanOrEqual(40);
    // the catalog's companies: the directory's generated ones have none
    const companies = new Map(
      (
        await Company.find({ _id: { $in: [...CATALOG_COMPANY_IDS] } }, { company_name: 1 }).lean()
      ).map((c) => [String(c._id), c.company_name]),
    );
    const perCompany = new Map<string, typeof experiences>();
    for (const one of experiences)
      perCompany.set(String(one.company_id), [
        ...(perCompany.get(String(one.company_id)) ?? []),
        one,
      ]);
    expect(perCompany.size).toBeGreaterThan(companies.size / 2);
    // some companies have more than a page (5) of them
    expect([...perCompany.values()].some((own) => own.length > 5)).toBe(true);
    for (const own of perCompany.values())
      expect(new Set(own.map((one) => String(one.user_id))).size).toBe(own.length);
    expect(new Set(experiences.map((one) => one.difficulty)).size).toBe(3);
    expect(new Set(experiences.map((one) => one.outcome)).size).toBe(5);
    expect(new Set(experiences.map((one) => one.questions.length)).size).toBeGreaterThan(3);
    for (const one of experiences) {
      expect(companies.get(String(one.company_id))).toBe(one.company);
      expect(one.interview_date.getTime()).toBeLessThan(one.created_at.getTime());
      expect(one.created_at.getTime()).toBeLessThan(Date.now());
      expect(one.questions.every((question) => !question.includes('{'))).toBe(true);
    }
    // the API reads them back through its payload (a month "YYYY-MM", no author)
    const [busiest] = [...perCompany].sort(([, a], [, b]) => b.length - a.length);
    const page = await listInterviewExperiences(busiest![0], { page: 1 });
    expect(page.total).toBe(busiest![1].length);
    expect(page.experiences[0]!.interview_date).toMatch(/^\d{4}-\d{2}$/);
  });

  it('backs every seeded review’s like, dislike and helpful counts with one vote per voter', async () => {
    const votes = await ReviewVote.find({}).lean();
    expect(votes.length).toBe(firstRun.review_votes);
    expect(votes.length).toBeGreaterThan(1000);
    expect(await countsWithoutVotes()).toEqual([]);
    const reviews = new Map((await Review.find({}).lean()).map((r) => [String(r._id), r]));
    const seekers = new Set(
      (await User.find({ role: 'Job Seeker' }, { _id: 1 }).lean()).map((u) => String(u._id)),
    );
    for (const vote of votes) {
      const review = reviews.get(String(vote.review_id))!;
      expect(seekers).toContain(String(vote.user_id));
      expect(vote.user_id.equals(review.user_id)).toBe(false);
      expect(vote.reaction !== null || vote.helpful).toBe(true);
      expect(vote.updated_at.getTime()).toBeGreaterThan(review.created_at.getTime());
      expect(vote.updated_at.getTime()).toBeLessThan(Date.now());
    }
    // varied: reviews without votes, with a few and with many; likes, dislikes and helpful
    const perReview = [...reviews.values()].map((r) => r.likes + r.dislikes + r.helpful_count);
    expect(perReview).toContain(0);
    expect(Math.max(...perReview)).toBeGreaterThan(40);
    expect(new Set(votes.map((vote) => vote.reaction))).toEqual(new Set(['like', 'dislike', null]));
  });

  it('shows a seeded voter their own vote, and voting again takes it back', async () => {
    const vote = (await ReviewVote.findOne({ reaction: 'like', helpful: true }).lean())!;
    const userId = String(vote.user_id);
    const reviewId = String(vote.review_id);
    const before = (await Review.findById(reviewId).lean())!;
    const { reviews } = await listReviews(
      reviewListQuerySchema.parse({ company_id: String(before.company_id), page_size: 50 }),
      userId,
    );
    const shown = reviews.find((review) => review.id === reviewId);
    expect(shown).toMatchObject({
      likes: before.likes,
      helpful_count: before.helpful_count,
      my_vote: { reaction: 'like', helpful: true },
    });
    const unliked = await voteOnReview(userId, reviewId, 'like');
    expect(unliked.my_vote).toEqual({ reaction: null, helpful: true });
    expect(unliked.review.likes).toBe(before.likes - 1);
    const unhelpful = await voteOnReview(userId, reviewId, 'helpful');
    expect(unhelpful.my_vote).toEqual({ reaction: null, helpful: false });
    expect(unhelpful.review).toMatchObject({
      likes: before.likes - 1,
      dislikes: before.dislikes,
      helpful_count: before.helpful_count - 1,
    });
    expect(await countsWithoutVotes()).toEqual([]);
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    expect(await seedIfEmpty()).toBeNull();
    const secondRun = await seedDemoData();
    expect(Object.values(secondRun).every((inserted) => inserted === 0)).toBe(true);
    expect(await snapshot()).toBe(before);
  });

  it('fills in only what is missing after a partial loss', async () => {
    await Job.deleteMany({ location: 'Pune' });
    const missing = firstRun.jobs - (await Job.countDocuments());
    expect(missing).toBeGreaterThan(0);
    const report = await seedDemoData();
    expect(report.jobs).toBe(missing);
    expect(report.users).toBe(0);
    expect(await Job.countDocuments()).toBe(firstRun.jobs);
  });

  it('gives a database seeded before reviews had votes the votes, and its reviews their counts', async () => {
    await ReviewVote.deleteMany({});
    await Review.updateMany({}, { $set: { likes: 120, dislikes: 7, helpful_count: 33 } });
    const report = await seedIfEmpty();
    expect(Object.entries(report ?? {}).filter(([, inserted]) => inserted > 0)).toEqual([
      ['review_votes', firstRun.review_votes],
    ]);
    expect(await countsWithoutVotes()).toEqual([]);
  });

  it('gives a database seeded before interview experiences existed the seeded ones', async () => {
    await InterviewExperience.deleteMany({});
    const report = await seedIfEmpty();
    expect(Object.entries(report ?? {}).filter(([, inserted]) => inserted > 0)).toEqual([
      ['interview_experiences', firstRun.interview_experiences],
    ]);
    expect(await InterviewExperience.countDocuments()).toBe(firstRun.interview_experiences);
    expect(await seedIfEmpty()).toBeNull();
  });

  it('replaces reviews of the old shape (one text, no pros) by the current seeded reviews', async () => {
    await Review.collection.deleteMany({});
    await Review.collection.insertOne({
      company: 'Legacy Co',
      rating: 4,
      review: 'One text for everything.',
      created_at: new Date(),
    });
    expect(await dropLegacyReviews()).toBe(1);
    const report = await seedIfEmpty();
    expect(report?.reviews).toBe(firstRun.reviews);
    expect(Object.entries(report ?? {}).filter(([, inserted]) => inserted > 0)).toEqual([
      ['reviews', firstRun.reviews],
    ]);
    expect(await Review.exists({ pros: { $exists: false } })).toBeNull();
    expect(await countsWithoutVotes()).toEqual([]);
  });
});
