import { Faker, base, en, en_IN } from '@faker-js/faker';
import type { Types } from 'mongoose';
import type { ApplicationStatus } from '@rozgar/contracts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Its own faker seed, so this part of the data set never shifts when the rest grows. */
const ACTIVITY_SEED = 20_261_122;

/** What the activity is generated from: the seeded seekers (demo seeker first) and jobs. */
export interface SeekerActivityInput {
  seekers: ReadonlyArray<{ _id: Types.ObjectId; email: string }>;
  /** The seekers' profiles: what a job must fit for them to apply. */
  profiles: ReadonlyArray<{ user_id: Types.ObjectId; skills?: string[]; curr_role?: string }>;
  jobs: ReadonlyArray<{
    _id: Types.ObjectId;
    company: string;
    industry: string;
    role?: string;
    skills?: string[];
    recruiter_id: Types.ObjectId;
    is_active: boolean;
    created_at: Date;
    expiry_date?: Date;
  }>;
  /** The recruiter whose postings should have responses to read (the demo recruiter). */
  demoRecruiterId: Types.ObjectId;
}

export interface SeedApplication {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  job_id: Types.ObjectId;
  status: ApplicationStatus;
  history: Array<{ status: ApplicationStatus; at: Date }>;
  applied_at: Date;
  updated_at: Date;
}

export interface SeedSavedJob {
  _id: Types.ObjectId;
  user_id: Types.ObjectId;
  job_id: Types.ObjectId;
  saved_at: Date;
}

export interface SeekerActivity {
  jobApplications: SeedApplication[];
  savedJobs: SeedSavedJob[];
}

/** The statuses an application went through to reach each final status. */
const PATHS: Record<ApplicationStatus, ApplicationStatus[][]> = {
  applied: [['applied']],
  under_review: [['applied', 'under_review']],
  interview: [['applied', 'under_review', 'interview']],
  accepted: [['applied', 'under_review', 'interview', 'accepted']],
  rejected: [
    ['applied', 'rejected'],
    ['applied', 'under_review', 'rejected'],
    ['applied', 'under_review', 'interview', 'rejected'],
  ],
};

/** The demo seeker's applications: every status, with how many days ago each was sent. */
const DEMO_APPLICATIONS: Array<{ status: ApplicationStatus; appliedDaysAgo: number }> = [
  { status: 'applied', appliedDaysAgo: 2 },
  { status: 'applied', appliedDaysAgo: 6 },
  { status: 'under_review', appliedDaysAgo: 12 },
  { status: 'interview', appliedDaysAgo: 21 },
  { status: 'rejected', appliedDaysAgo: 27 },
  { status: 'accepted', appliedDaysAgo: 40 },
];

type ActivityJob = SeekerActivityInput['jobs'][number];
type Profile = SeekerActivityInput['profiles'][number];

/**
 * Whether a seeker would apply to the job (docs/product/recruiter-jobs-and-responses.md#manage-responses:
 * a Java Developer's applicants are developers): the job's role is the seeker's, or it asks for at
 * least one skill the seeker has (compared case-insensitively).
 */
export function jobFits(profile: Profile | undefined, job: ActivityJob): boolean {
  if (!profile) return false;
  if (profile.curr_role && job.role && profile.curr_role === job.role) return true;
  const skills = new Set((profile.skills ?? []).map((skill) => skill.toLowerCase()));
  return (job.skills ?? []).some((skill) => skills.has(skill.toLowerCase()));
}

/**
 * Applications and saved jobs for the demo data set: the demo seeker gets six applications
 * (every status, with realistic histories) and four saved jobs; other seekers apply too, often to
 * the demo recruiter's postings, so recruiters have responses to read — each only to jobs that fit
 * them (`jobFits`), the demo seeker to fitting ones first. Every date lies before
 * `referenceDate`, and each history only moves forward in time. (Company reviews are
 * ./company-reviews.server.ts.)
 */
export function generateSeekerActivity(
  input: SeekerActivityInput,
  referenceDate: Date,
  seedId: (kind: string, key: string | number) => Types.ObjectId,
): SeekerActivity {
  const faker = new Faker({ locale: [en_IN, en, base], seed: ACTIVITY_SEED });
  const now = referenceDate.getTime();
  const latest = now - HOUR_MS;
  const openJobs = input.jobs.filter(
    (job) => job.is_active && (!job.expiry_date || job.expiry_date.getTime() >= now),
  );

  const jobApplications: SeedApplication[] = [];
  const taken = new Set<string>();
  const pairKey = (userId: Types.ObjectId, jobId: Types.ObjectId) => `${userId}:${jobId}`;
  const profileOf = new Map(input.profiles.map((profile) => [String(profile.user_id), profile]));
  const fits = (seeker: { _id: Types.ObjectId }, job: ActivityJob) =>
    jobFits(profileOf.get(String(seeker._id)), job);

  /** An application whose statuses are spread, in order, between `appliedAt` and now. */
  const addApplication = (
    seeker: { _id: Types.ObjectId; email: string },
    job: ActivityJob,
    path: ApplicationStatus[],
    appliedAt: number,
  ) => {
    taken.add(pairKey(seeker._id, job._id));
    const history = [{ status: path[0]!, at: new Date(appliedAt) }];
    let at = appliedAt;
    const step = (latest - appliedAt) / path.length;
    for (const status of path.slice(1)) {
      at += Math.max(HOUR_MS, Math.round(step * faker.number.float({ min: 0.4, max: 1 })));
      history.push({ status, at: new Date(Math.min(at, latest)) });
    }
    const last = history[history.length - 1]!;
    jobApplications.push({
      _id: seedId('job_application', `${seeker.email}:${String(job._id)}`),
      user_id: seeker._id,
      job_id: job._id,
      status: last.status,
      history,
      applied_at: history[0]!.at,
      updated_at: last.at,
    });
  };

  // The demo seeker (a frontend developer): IT jobs, fitting ones first, the demo recruiter's
  // first among those.
  const demo = input.seekers[0]!;
  const itJobs = faker.helpers
    .shuffle(openJobs.filter((job) => job.industry === 'IT/ITES'))
    .sort(
      (a, b) =>
        Number(fits(demo, b)) - Number(fits(demo, a)) ||
        Number(b.recruiter_id.equals(input.demoRecruiterId)) -
          Number(a.recruiter_id.equals(input.demoRecruiterId)),
    );
  for (const { status, appliedDaysAgo } of DEMO_APPLICATIONS) {
    const appliedAt =
      now - appliedDaysAgo * DAY_MS - faker.number.int({ min: 1, max: 10 }) * HOUR_MS;
    const job = itJobs.find(
      (candidate) =>
        !taken.has(pairKey(demo._id, candidate._id)) &&
        candidate.created_at.getTime() < appliedAt - DAY_MS,
    );
    if (job) addApplication(demo, job, faker.helpers.arrayElement(PATHS[status]), appliedAt);
  }

  // Other seekers: about half of them applied somewhere, to jobs that fit them, a third of it to
  // the demo recruiter.
  for (const seeker of input.seekers.slice(1)) {
    if (!faker.datatype.boolean(0.5)) continue;
    const fitting = openJobs.filter((job) => fits(seeker, job));
    const demoRecruiterJobs = fitting.filter((job) =>
      job.recruiter_id.equals(input.demoRecruiterId),
    );
    if (fitting.length === 0) continue;
    const count = faker.number.int({ min: 1, max: 4 });
    for (let i = 0; i < count; i++) {
      const pool =
        faker.datatype.boolean(0.35) && demoRecruiterJobs.length > 0 ? demoRecruiterJobs : fitting;
      const job = faker.helpers.arrayElement(pool);
      if (taken.has(pairKey(seeker._id, job._id))) continue;
      const window = latest - job.created_at.getTime();
      // a posting of the last three days has had no time for a history
      if (window < 3 * DAY_MS) continue;
      const status = faker.helpers.weightedArrayElement<ApplicationStatus>([
        { weight: 45, value: 'applied' },
        { weight: 20, value: 'under_review' },
        { weight: 15, value: 'interview' },
        { weight: 5, value: 'accepted' },
        { weight: 15, value: 'rejected' },
      ]);
      const appliedAt =
        job.created_at.getTime() + Math.round(window * faker.number.float({ min: 0.02, max: 0.6 }));
      addApplication(seeker, job, faker.helpers.arrayElement(PATHS[status]), appliedAt);
    }
  }

  // Saved jobs: four for the demo seeker (one of them closed since), a few for others.
  const savedJobs: SeedSavedJob[] = [];
  const saved = new Set<string>();
  const addSaved = (
    seeker: { _id: Types.ObjectId; email: string },
    job: SeekerActivityInput['jobs'][number],
    daysAgo: number,
  ) => {
    saved.add(pairKey(seeker._id, job._id));
    const savedAt = Math.max(
      job.created_at.getTime() + HOUR_MS,
      now - daysAgo * DAY_MS - faker.number.int({ min: 1, max: 12 }) * HOUR_MS,
    );
    savedJobs.push({
      _id: seedId('saved_job', `${seeker.email}:${String(job._id)}`),
      user_id: seeker._id,
      job_id: job._id,
      saved_at: new Date(Math.min(savedAt, latest)),
    });
  };
  const notAppliedByDemo = itJobs.filter((job) => !taken.has(pairKey(demo._id, job._id)));
  notAppliedByDemo.slice(0, 3).forEach((job, i) => addSaved(demo, job, 1 + i * 4));
  const closedJob = input.jobs.find(
    (job) =>
      job.industry === 'IT/ITES' &&
      (!job.is_active || (job.expiry_date !== undefined && job.expiry_date.getTime() < now)),
  );
  if (closedJob) {
    // saved while it was still open, halfway through its life
    const closedAt = Math.min(closedJob.expiry_date?.getTime() ?? now, now);
    const savedAt = (closedJob.created_at.getTime() + closedAt) / 2;
    addSaved(demo, closedJob, (now - savedAt) / DAY_MS);
  }
  for (const seeker of input.seekers.slice(1)) {
    if (!faker.datatype.boolean(0.25)) continue;
    for (const job of faker.helpers.arrayElements(openJobs, { min: 1, max: 3 }))
      if (!saved.has(pairKey(seeker._id, job._id)))
        addSaved(seeker, job, faker.number.int({ min: 0, max: 30 }));
  }

  return { jobApplications, savedJobs };
}
