import type { Model, Types } from 'mongoose';
import { Application } from '../models/application.server';
import { SavedCandidateSearch } from '../models/candidate-search.server';
import { Community, CommunityPost, PostComment, PostLike } from '../models/community.server';
import { Company } from '../models/company.server';
import { Job } from '../models/job.server';
import { JobPrescreening } from '../models/job-prescreening.server';
import {
  JobView,
  JobViewDay,
  type JobViewDayFields,
  type JobViewFields,
} from '../models/job-view.server';
import { findFile, storeFileWithId } from '../models/file-buckets.server';
import { ResdexFolder, ResdexFolderCandidate } from '../models/resdex-folder.server';
import { Resume } from '../models/resume.server';
import { Candidates } from '../models/saved-candidate.server';
import { InterviewExperience } from '../models/interview-experience.server';
import { Review } from '../models/review.server';
import { ReviewVote } from '../models/review-vote.server';
import { SearchTerm, type SearchTermFields } from '../models/search-term.server';
import { SavedJob } from '../models/saved-job.server';
import { User } from '../models/user.server';
import { UserDetails } from '../models/user-details.server';
import { UserPlan } from '../models/user-plan.server';
import { hashPassword } from '../services/auth.server';
import { extractResumeText } from '../services/resume-text.server';
import { demoSeedData } from './demo-data.server';
import type { SeedReview } from './company-reviews.server';
import type { SeedInterviewExperience } from './interview-experiences.server';
import type { CommunityActivity } from './community-activity.server';
import {
  DEMO_PASSWORD,
  DEMO_RECRUITER,
  seedId,
  type SeedDocument,
  type SeedUser,
} from './generate.server';
import { generateJobPrescreening } from './job-prescreening.server';
import { generateJobViews, type SeedJobViews } from './job-views.server';
import { generateResdexFolders, type SeedResdexFolders } from './recruiter-resdex.server';
import { generateOfficePhotos, insertOfficePhotos } from './office-photos.server';
import { NO_VOTES, countVotes, type SeedReviewVote } from './review-votes.server';
import {
  generateSalaryContributions,
  insertSalaryContributions,
} from './salary-contributions.server';
import { generateSearchTerms } from './search-terms.server';
import type { SeedResume } from './seeker-resumes.server';

/** Password of every generated (non-demo) account; they exist to fill lists, not to log in with. */
export const GENERATED_USERS_PASSWORD = 'Rozgar@Seed2026';

export type SeedReport = Record<
  | 'users'
  | 'user_details'
  | 'user_plans'
  | 'companies'
  | 'jobs'
  | 'community'
  | 'community_posts'
  | 'post_likes'
  | 'comments'
  | 'job_applications'
  | 'saved_jobs'
  | 'reviews'
  | 'review_votes'
  | 'interview_experiences'
  | 'salary_contributions'
  | 'office_photos'
  | 'resumes'
  | 'candidates'
  | 'saved_candidate_searches'
  | 'job_prescreening'
  | 'job_view_days'
  | 'job_views'
  | 'resdex_folders'
  | 'resdex_folder_candidates'
  | 'search_terms',
  number
>;

/**
 * Inserts the documents whose ids are not in the collection yet; returns how many it inserted.
 * `lean`: stored as generated, without mongoose's casting and validation — for the big generated
 * sets whose every field is set and checked by the seed's contract tests (companies, jobs).
 */
async function insertMissing<T>(
  model: Model<T>,
  docs: Array<{ _id: Types.ObjectId }>,
  { lean = false } = {},
): Promise<number> {
  if (docs.length === 0) return 0;
  const existing = await model
    .find({ _id: { $in: docs.map((d) => d._id) } }, { _id: 1 })
    .lean<Array<{ _id: Types.ObjectId }>>();
  const present = new Set(existing.map((d) => String(d._id)));
  const missing = docs.filter((d) => !present.has(String(d._id)));
  if (missing.length > 0) await model.insertMany(missing, { ordered: false, lean });
  return missing.length;
}

/**
 * Seeded reviews and the votes behind their like, dislike and helpful counts (ADR 018). First the
 * votes of users who exist and have no vote on that review yet (a seeded address may belong to a
 * real sign-up, and a user may have voted by hand), then the missing reviews, each with the counts
 * of the vote records it has: a seeded review's counts are always the votes stored for it, also
 * when a seeded voter's address was taken, after a partial loss, or in a database seeded before
 * reviews had votes.
 */
async function insertReviews(
  reviews: SeedReview[],
  votes: SeedReviewVote[],
): Promise<Pick<SeedReport, 'reviews' | 'review_votes'>> {
  const reviewIds = new Set(reviews.map((review) => String(review._id)));
  const ownVotes = votes.filter((vote) => reviewIds.has(String(vote.review_id)));
  const [voters, existing] = await Promise.all([
    User.find(
      { _id: { $in: [...new Set(ownVotes.map((vote) => String(vote.user_id)))] } },
      { _id: 1 },
    ).lean<Array<{ _id: Types.ObjectId }>>(),
    ReviewVote.find({ review_id: { $in: [...reviewIds] } }, { review_id: 1, user_id: 1 }).lean(),
  ]);
  const users = new Set(voters.map((user) => String(user._id)));
  // A pair already voted on is taken, by this seeded vote (inserted before) or a user's own.
  const taken = new Set(existing.map((vote) => `${vote.review_id}:${vote.user_id}`));
  const free = ownVotes.filter(
    (vote) => users.has(String(vote.user_id)) && !taken.has(`${vote.review_id}:${vote.user_id}`),
  );
  if (free.length > 0) await ReviewVote.insertMany(free, { ordered: false });
  const [stored, storedReviews] = await Promise.all([
    ReviewVote.find(
      { review_id: { $in: [...reviewIds] } },
      { review_id: 1, reaction: 1, helpful: 1 },
    ).lean(),
    Review.find(
      { _id: { $in: [...reviewIds] } },
      { likes: 1, dislikes: 1, helpful_count: 1 },
    ).lean(),
  ]);
  const counts = countVotes(
    stored.map(({ review_id, reaction, helpful }) => ({
      review_id,
      reaction: reaction ?? null,
      helpful,
    })),
  );
  const countsOf = (id: Types.ObjectId) => ({ ...NO_VOTES, ...counts.get(String(id)) });
  // A seeded review stored before its votes were (counts without votes behind them) gets the
  // counts of its votes; unless a vote changed it meanwhile, then the next run does it.
  for (const review of storedReviews) {
    const { likes, dislikes, helpful_count } = review;
    const want = countsOf(review._id);
    if (likes !== want.likes || dislikes !== want.dislikes || helpful_count !== want.helpful_count)
      await Review.updateOne({ _id: review._id, likes, dislikes, helpful_count }, { $set: want });
  }
  const present = new Set(storedReviews.map((review) => String(review._id)));
  const missing = reviews.filter((review) => !present.has(String(review._id)));
  if (missing.length > 0)
    await Review.insertMany(
      missing.map((review) => ({ ...review, ...countsOf(review._id) })),
      { ordered: false },
    );
  return { reviews: missing.length, review_votes: free.length };
}

/**
 * Seeded communities, their posts and the likes and comments behind the posts' counts
 * (docs/product/community-board.md), as insertReviews does for votes: first the likes and
 * comments of users who exist (a like only where that user has none on that post yet), then the
 * missing posts, each with the counts of the records it has; a seeded post already stored with
 * other counts (stored before its records were, or after a partial loss) gets them, unless a
 * like or comment changed it meanwhile, then the next run does.
 */
export async function insertCommunityActivity(
  data: CommunityActivity,
): Promise<Pick<SeedReport, 'community' | 'community_posts' | 'post_likes' | 'comments'>> {
  const community = await insertMissing(Community, data.communities);
  const postIds = data.communityPosts.map((post) => post._id);
  const userIds = [
    ...new Set([...data.postLikes, ...data.postComments].map((row) => String(row.user_id))),
  ];
  const [users, taken] = await Promise.all([
    User.find({ _id: { $in: userIds } }, { _id: 1 }).lean<Array<{ _id: Types.ObjectId }>>(),
    PostLike.find({ post_id: { $in: postIds } }, { post_id: 1, user_id: 1 }).lean(),
  ]);
  const present = new Set(users.map((user) => String(user._id)));
  const liked = new Set(taken.map((like) => `${like.post_id}:${like.user_id}`));
  const freeLikes = data.postLikes.filter(
    (like) => present.has(String(like.user_id)) && !liked.has(`${like.post_id}:${like.user_id}`),
  );
  if (freeLikes.length > 0) await PostLike.insertMany(freeLikes, { ordered: false });
  const comments = await insertMissing(
    PostComment,
    data.postComments.filter((comment) => present.has(String(comment.user_id))),
  );

  const [likes, storedComments, storedPosts] = await Promise.all([
    PostLike.find({ post_id: { $in: postIds } }, { post_id: 1 }).lean(),
    PostComment.find({ post_id: { $in: postIds } }, { post_id: 1 }).lean(),
    CommunityPost.find({ _id: { $in: postIds } }, { likes: 1, comment_count: 1 }).lean(),
  ]);
  const tally = (rows: Array<{ post_id: Types.ObjectId }>) => {
    const counts = new Map<string, number>();
    for (const row of rows)
      counts.set(String(row.post_id), (counts.get(String(row.post_id)) ?? 0) + 1);
    return counts;
  };
  const [likesOf, commentsOf] = [tally(likes), tally(storedComments)];
  const countsOf = (id: Types.ObjectId) => ({
    likes: likesOf.get(String(id)) ?? 0,
    comment_count: commentsOf.get(String(id)) ?? 0,
  });
  for (const post of storedPosts) {
    const want = countsOf(post._id);
    if (post.likes !== want.likes || post.comment_count !== want.comment_count)
      await CommunityPost.updateOne(
        { _id: post._id, likes: post.likes, comment_count: post.comment_count },
        { $set: want },
      );
  }
  const stored = new Set(storedPosts.map((post) => String(post._id)));
  const missing = data.communityPosts.filter((post) => !stored.has(String(post._id)));
  if (missing.length > 0)
    await CommunityPost.insertMany(
      missing.map((post) => ({ ...post, ...countsOf(post._id) })),
      { ordered: false },
    );
  return {
    community,
    community_posts: missing.length,
    post_likes: freeLikes.length,
    comments,
  };
}

type PerUserRow = { _id: Types.ObjectId; user_id: Types.ObjectId; job_id: Types.ObjectId };
const PAIR = { _id: 1, user_id: 1, job_id: 1 } as const;

/**
 * Per-user rows (applications, saved jobs) whose user exists and has no row for that job yet: a
 * seeded account's email may belong to a real sign-up, and the user may have applied or saved by
 * hand since a partial loss; the unique `{ user_id, job_id }` index would refuse a second row.
 */
async function rowsForFreePairs<Row extends PerUserRow>(
  rows: Row[],
  rowsOfUsers: (userIds: string[]) => Promise<PerUserRow[]>,
): Promise<Row[]> {
  const userIds = [...new Set(rows.map((row) => String(row.user_id)))];
  const [users, existing] = await Promise.all([
    User.find({ _id: { $in: userIds } }, { _id: 1 }).lean<Array<{ _id: Types.ObjectId }>>(),
    rowsOfUsers(userIds),
  ]);
  const present = new Set(users.map((user) => String(user._id)));
  const takenBy = new Map(existing.map((row) => [`${row.user_id}:${row.job_id}`, String(row._id)]));
  return rows.filter((row) => {
    const owner = takenBy.get(`${row.user_id}:${row.job_id}`);
    return present.has(String(row.user_id)) && (owner === undefined || owner === String(row._id));
  });
}

/**
 * Resumes (row and GridFS file, text extracted as at upload) of seeded users who have none yet:
 * a user may have uploaded their own since, and the unique `user_id` index keeps one per user. A
 * file left by an interrupted run is reused, not stored twice.
 */
async function insertResumes(
  resumes: SeedResume[],
  texts: Promise<Array<string | null>>,
): Promise<number> {
  const userIds = resumes.map((resume) => resume.user_id);
  const [users, existing] = await Promise.all([
    User.find({ _id: { $in: userIds } }, { _id: 1 }).lean<Array<{ _id: Types.ObjectId }>>(),
    Resume.find({ user_id: { $in: userIds } }, { user_id: 1 }).lean<
      Array<{ user_id: Types.ObjectId }>
    >(),
  ]);
  const present = new Set(users.map((user) => String(user._id)));
  const withResume = new Set(existing.map((row) => String(row.user_id)));
  const missing = resumes.filter(
    (resume) => present.has(String(resume.user_id)) && !withResume.has(String(resume.user_id)),
  );
  const extracted = await texts;
  for (const seeded of missing) {
    const { content, ...resume } = seeded;
    const text = extracted[resumes.indexOf(seeded)] ?? null;
    if (!(await findFile('resumes', resume.file_id)))
      await storeFileWithId('resumes', resume.file_id, resume.filename, content, {
        user_id: resume.user_id,
        content_type: resume.content_type,
      });
    await Resume.create({ ...resume, size: content.length, ...(text !== null ? { text } : {}) });
  }
  return missing.length;
}

/**
 * Rows of recruiters who exist (a seeded address may belong to a real sign-up) and, for the
 * one-row-per-recruiter `candidates`, who have no row yet (they may have saved candidates by hand).
 */
async function rowsOfExistingRecruiters<Row extends SeedDocument>(
  rows: Row[],
  onePerRecruiter: boolean,
): Promise<Row[]> {
  const recruiterIds = [...new Set(rows.map((row) => String(row.recruiter_id)))];
  const [recruiters, taken] = await Promise.all([
    User.find({ _id: { $in: recruiterIds }, role: 'Recruiter' }, { _id: 1 }).lean<
      Array<{ _id: Types.ObjectId }>
    >(),
    onePerRecruiter
      ? Candidates.find({ recruiter_id: { $in: recruiterIds } }, { recruiter_id: 1 }).lean<
          Array<{ _id: Types.ObjectId; recruiter_id: Types.ObjectId }>
        >()
      : Promise.resolve([]),
  ]);
  const present = new Set(recruiters.map((user) => String(user._id)));
  const rowOf = new Map(taken.map((row) => [String(row.recruiter_id), String(row._id)]));
  return rows.filter((row) => {
    const recruiter = String(row.recruiter_id);
    const owner = rowOf.get(recruiter);
    return present.has(recruiter) && (owner === undefined || owner === String(row._id));
  });
}

/**
 * Seeded job views (./job-views.server.ts): the counters of (job, day) pairs without one yet, with
 * the view rows behind them, so a counter is always the number of its rows — a day a real viewer
 * already counted (after a partial loss) keeps its own counter and rows.
 */
async function insertJobViews({
  jobViewDays,
  jobViews,
}: SeedJobViews): Promise<Pick<SeedReport, 'job_view_days' | 'job_views'>> {
  const jobIds = [...new Set(jobViewDays.map((row) => String(row.job_id)))];
  const [jobs, counted] = await Promise.all([
    Job.find({ _id: { $in: jobIds } }, { _id: 1 }).lean<Array<{ _id: Types.ObjectId }>>(),
    JobViewDay.find({ job_id: { $in: jobIds } }, { job_id: 1, day: 1 }).lean<
      Array<{ job_id: Types.ObjectId; day: string }>
    >(),
  ]);
  const present = new Set(jobs.map((job) => String(job._id)));
  const taken = new Set(counted.map((row) => `${row.job_id}:${row.day}`));
  const free = new Set(
    jobViewDays
      .map((row) => `${row.job_id}:${row.day}`)
      .filter((key) => present.has(key.slice(0, 24)) && !taken.has(key)),
  );
  // the rows first: a run stopped between the two leaves rows whose counter the next run adds
  // lean: 14 000 rows, each already as mongoose stores it (job-views.test.ts)
  const views = await insertMissing(
    JobView as unknown as Model<JobViewFields>,
    jobViews.filter((row) => free.has(`${row.job_id}:${row.day}`)),
    { lean: true },
  );
  const days = await insertMissing(
    JobViewDay as unknown as Model<JobViewDayFields>,
    jobViewDays.filter((row) => free.has(`${row.job_id}:${row.day}`)),
    { lean: true },
  );
  return { job_view_days: days, job_views: views };
}

/** The demo recruiter's Resdex folders of seeded seekers (./recruiter-resdex.server.ts). */
function demoResdexFolders(users: SeedUser[], referenceDate: Date): SeedResdexFolders {
  const recruiter = users.find((user) => user.email === DEMO_RECRUITER.email);
  if (!recruiter) return { resdexFolders: [], resdexFolderCandidates: [] };
  const seekers = users.filter((user) => user.role === 'Job Seeker');
  return generateResdexFolders({ demoRecruiterId: recruiter._id, seekers }, referenceDate, seedId);
}

/**
 * Seeded Resdex folders whose recruiter exists and has no folder of that name of their own (names
 * are unique per account), then the candidates who exist of the seeded folders stored.
 */
async function insertResdexFolders({
  resdexFolders,
  resdexFolderCandidates,
}: SeedResdexFolders): Promise<Pick<SeedReport, 'resdex_folders' | 'resdex_folder_candidates'>> {
  const accounts = [...new Set(resdexFolders.map((folder) => String(folder.account_id)))];
  const [recruiters, named] = await Promise.all([
    User.find({ _id: { $in: accounts }, role: 'Recruiter' }, { _id: 1 }).lean<
      Array<{ _id: Types.ObjectId }>
    >(),
    ResdexFolder.find({ account_id: { $in: accounts } }, { account_id: 1, name_key: 1 }).lean<
      Array<{ _id: Types.ObjectId; account_id: Types.ObjectId; name_key: string }>
    >(),
  ]);
  const present = new Set(recruiters.map((user) => String(user._id)));
  const ownerOf = new Map(
    named.map((row) => [`${row.account_id}:${row.name_key}`, String(row._id)]),
  );
  const folders = resdexFolders.filter((folder) => {
    const owner = ownerOf.get(`${folder.account_id}:${folder.name_key}`);
    return (
      present.has(String(folder.account_id)) && (owner ?? String(folder._id)) === String(folder._id)
    );
  });
  const resdex_folders = await insertMissing(ResdexFolder, folders);
  const kept = new Set(folders.map((folder) => String(folder._id)));
  const candidates = resdexFolderCandidates.filter((row) => kept.has(String(row.folder_id)));
  const seekers = new Set(
    (
      await User.find(
        { _id: { $in: candidates.map((row) => row.user_id) }, role: 'Job Seeker' },
        { _id: 1 },
      ).lean<Array<{ _id: Types.ObjectId }>>()
    ).map((user) => String(user._id)),
  );
  const resdex_folder_candidates = await insertMissing(
    ResdexFolderCandidate,
    candidates.filter((row) => seekers.has(String(row.user_id))),
  );
  return { resdex_folders, resdex_folder_candidates };
}

/** Interview experiences whose author exists (a seeded address may belong to a real sign-up). */
async function experiencesOfExistingUsers(experiences: SeedInterviewExperience[]) {
  const users = new Set(
    (
      await User.find(
        { _id: { $in: [...new Set(experiences.map((one) => String(one.user_id)))] } },
        { _id: 1 },
      ).lean()
    ).map((user) => String(user._id)),
  );
  return experiences.filter((one) => users.has(String(one.user_id)));
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
/**
 * The resumes' text, as extracted at upload, one after another in the extraction process, started
 * before the rows ahead of the resumes are inserted so that it runs meanwhile (a fresh `npm start`
 * waited for that process to start, ADR 016 "Cold start").
 */
function resumeTexts(resumes: SeedResume[]): Promise<Array<string | null>> {
  const texts = (async () => {
    const out: Array<string | null> = [];
    for (const { content } of resumes) out.push(await extractResumeText('pdf', content));
    return out;
  })();
  texts.catch(() => {}); // awaited by insertResumes, unless the seed failed before it
  return texts;
}

export async function seedDemoData(referenceDate = new Date()): Promise<SeedReport> {
  const data = await demoSeedData(referenceDate);
  const texts = resumeTexts(data.resumes);
  const users = await usersToInsert(data.users);
  return {
    users: await insertMissing(User, users),
    user_details: await insertMissing(UserDetails, data.userDetails),
    user_plans: await insertMissing(UserPlan, data.userPlans),
    companies: await insertMissing(Company, data.companies, { lean: true }),
    jobs: await insertMissing(Job, data.jobs, { lean: true }),
    ...(await insertCommunityActivity(data)),
    job_applications: await insertMissing(
      Application,
      await rowsForFreePairs(data.jobApplications, (userIds) =>
        Application.find({ user_id: { $in: userIds } }, PAIR).lean<PerUserRow[]>(),
      ),
    ),
    saved_jobs: await insertMissing(
      SavedJob,
      await rowsForFreePairs(data.savedJobs, (userIds) =>
        SavedJob.find({ user_id: { $in: userIds } }, PAIR).lean<PerUserRow[]>(),
      ),
    ),
    ...(await insertReviews(data.reviews, data.reviewVotes)),
    interview_experiences: await insertMissing(
      InterviewExperience,
      await experiencesOfExistingUsers(data.interviewExperiences),
    ),
    // Derived from the seed's users with fixed sequences (no faker): docs/product/community-and-reviews.md.
    salary_contributions: await insertSalaryContributions(
      generateSalaryContributions(data.users, referenceDate),
    ),
    office_photos: await insertOfficePhotos(generateOfficePhotos(data.users, referenceDate)),
    resumes: await insertResumes(data.resumes, texts),
    candidates: await insertMissing(
      Candidates,
      await rowsOfExistingRecruiters(data.candidates, true),
    ),
    saved_candidate_searches: await insertMissing(
      SavedCandidateSearch,
      await rowsOfExistingRecruiters(data.savedCandidateSearches, false),
    ),
    job_prescreening: await insertMissing(
      JobPrescreening,
      generateJobPrescreening(data, referenceDate),
    ),
    // views of every seeded job since its posting (at most 90 days), for job analytics
    ...(await insertJobViews(generateJobViews(data, referenceDate))),
    ...(await insertResdexFolders(demoResdexFolders(data.users, referenceDate))),
    // what seekers searched over the last 90 days, for the keyword optimiser (ADR 021)
    search_terms: await insertMissing(
      SearchTerm as unknown as Model<SearchTermFields>,
      generateSearchTerms(referenceDate),
    ),
  };
}

/**
 * Seeds only a database without jobs (a fresh install); returns what it inserted, or null. A
 * database seeded before reviews had their current shape (ADR 018: its old reviews are dropped on
 * connecting) gets the demo data set's reviews again, with their votes, and nothing else; one
 * seeded before reviews had votes (no vote anywhere) gets the votes, and its seeded reviews the
 * counts of their votes; one seeded before post likes were records (posts, no like anywhere) gets
 * the seeded likes and comments, and its seeded posts the counts of their records; one seeded
 * before interview experiences existed (none anywhere) gets the seeded ones.
 */
export async function seedIfEmpty(): Promise<SeedReport | null> {
  const anyJob = await Job.exists({});
  if (!anyJob) return seedDemoData();
  // reviews there and votes too: seeded since reviews have votes (or voted on by hand)
  const reviewsDone = Boolean((await Review.exists({})) && (await ReviewVote.exists({})));
  // no post, or a like record: seeded since likes are records (or liked by hand)
  const likesDone = !(await CommunityPost.exists({})) || Boolean(await PostLike.exists({}));
  // any interview experience: seeded since they exist (or shared by hand)
  const experiencesDone = Boolean(await InterviewExperience.exists({}));
  if (reviewsDone && likesDone && experiencesDone) return null;
  const data = await demoSeedData(new Date());
  const { reviews, reviewVotes } = data;
  const companies = new Set(
    (await Company.find({}, { _id: 1 }).lean()).map((company) => String(company._id)),
  );
  const users = new Set(
    (
      await User.find({ _id: { $in: reviews.map((review) => review.user_id) } }, { _id: 1 }).lean()
    ).map((user) => String(user._id)),
  );
  const kept = reviews.filter(
    (review) => companies.has(String(review.company_id)) && users.has(String(review.user_id)),
  );
  return {
    users: 0,
    user_details: 0,
    user_plans: 0,
    companies: 0,
    jobs: 0,
    search_terms: 0,
    community: 0,
    community_posts: 0,
    post_likes: 0,
    comments: 0,
    job_applications: 0,
    saved_jobs: 0,
    reviews: 0,
    review_votes: 0,
    ...(reviewsDone ? {} : await insertReviews(kept, reviewVotes)),
    ...(likesDone ? {} : await insertCommunityActivity(data)),
    interview_experiences: experiencesDone
      ? 0
      : await insertMissing(
          InterviewExperience,
          await experiencesOfExistingUsers(
            data.interviewExperiences.filter((one) => companies.has(String(one.company_id))),
          ),
        ),
    salary_contributions: 0,
    office_photos: 0,
    resumes: 0,
    candidates: 0,
    saved_candidate_searches: 0,
    job_prescreening: 0,
    job_view_days: 0,
    job_views: 0,
    resdex_folders: 0,
    resdex_folder_candidates: 0,
  };
}
