import {
  companyBodySchema,
  companyResponseSchema,
  jobSchema,
  seededCompanySchema,
  storedApplicationSchema,
  storedCommentSchema,
  storedCommunityPostSchema,
  storedCommunitySchema,
  storedPostLikeSchema,
  storedProfileSchema,
  storedResumeSchema,
  storedReviewSchema,
  storedReviewVoteSchema,
  storedSavedCandidatesSchema,
  storedSavedJobSchema,
  storedSavedSearchSchema,
  storedUserPlanSchema,
  storedUserSchema,
} from '@rozgar/contracts';
import { profileSchema } from '@rozgar/contracts/payloads/profile';
import { resumeSchema } from '@rozgar/contracts/payloads/resume';
import { storedInterviewExperienceSchema } from '@rozgar/contracts/interview-experiences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedOfficePhotoSchema } from '@rozgar/contracts/office-photos';
import { storedJobPrescreeningSchema } from '@rozgar/contracts/prescreening';
import { storedSearchTermSchema } from '@rozgar/contracts/keyword-optimiser';
import { storedJobViewDaySchema, storedJobViewSchema } from '@rozgar/contracts/job-analytics';
import {
  storedResdexFolderCandidateSchema,
  storedResdexFolderSchema,
} from '@rozgar/contracts/resdex-folders';
import { storedSalaryContributionSchema } from '@rozgar/contracts/salary';
import { z } from 'zod';
import { Application } from '../app/models/application.server';
import { SavedCandidateSearch } from '../app/models/candidate-search.server';
import { Community, CommunityPost, PostComment, PostLike } from '../app/models/community.server';
import { Company } from '../app/models/company.server';
import { InterviewExperience } from '../app/models/interview-experience.server';
import { Job } from '../app/models/job.server';
import { JobPrescreening } from '../app/models/job-prescreening.server';
import { JobView, JobViewDay } from '../app/models/job-view.server';
import { SearchTerm } from '../app/models/search-term.server';
import { OfficePhotoModel } from '../app/models/office-photo.server';
import { ResdexFolder, ResdexFolderCandidate } from '../app/models/resdex-folder.server';
import { Resume } from '../app/models/resume.server';
import { SalaryContribution } from '../app/models/salary-contribution.server';
import { Review } from '../app/models/review.server';
import { ReviewVote } from '../app/models/review-vote.server';
import { Candidates } from '../app/models/saved-candidate.server';
import { SavedJob } from '../app/models/saved-job.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { UserPlan } from '../app/models/user-plan.server';
import { DEMO_PASSWORD, DEMO_RECRUITER } from '../app/seed/generate.server';
import { GENERATED_USERS_PASSWORD, seedDemoData, type SeedReport } from '../app/seed/seed.server';
import { toProfileJson } from '../app/services/profile.server';
import { startTestApp, type TestApp } from './support/harness';

/*
 * The demo data set against @rozgar/contracts: every seeded document fits its collection's schema
 * (so every stored value is a member of its vocabulary), and every seeded company goes back
 * through its own profile form unchanged.
 */

let app: TestApp;
let report: SeedReport;

beforeAll(async () => {
  app = await startTestApp();
  report = await seedDemoData();
}, 180_000);

afterAll(async () => {
  await app?.close();
});

/**
 * A seeded document as the model reads it: its JSON for clients, that JSON as it goes over the
 * wire (dates as ISO text), or its stored fields.
 */
interface Read {
  _id: unknown;
  toJSON(): unknown;
  toObject(): unknown;
}

type Form = 'json' | 'wire' | 'stored';

/** Each seeded collection, how to read it and the contract its documents keep. */
const COLLECTIONS: Array<[keyof SeedReport, () => Promise<Read[]>, z.core.$ZodType, Form]> = [
  ['users', () => User.find({}), storedUserSchema, 'json'],
  ['user_details', () => UserDetails.find({}), storedProfileSchema, 'json'],
  ['user_plans', () => UserPlan.find({}), storedUserPlanSchema, 'json'],
  ['companies', () => Company.find({}), seededCompanySchema, 'json'],
  ['jobs', () => Job.find({}), jobSchema, 'wire'],
  ['community', () => Community.find({}), storedCommunitySchema, 'json'],
  ['community_posts', () => CommunityPost.find({}), storedCommunityPostSchema, 'json'],
  ['post_likes', () => PostLike.find({}), storedPostLikeSchema, 'stored'],
  ['comments', () => PostComment.find({}), storedCommentSchema, 'json'],
  ['job_applications', () => Application.find({}), storedApplicationSchema, 'json'],
  ['saved_jobs', () => SavedJob.find({}), storedSavedJobSchema, 'json'],
  ['reviews', () => Review.find({}), storedReviewSchema, 'json'],
  ['review_votes', () => ReviewVote.find({}), storedReviewVoteSchema, 'stored'],
  [
    'interview_experiences',
    () => InterviewExperience.find({}),
    storedInterviewExperienceSchema,
    'stored',
  ],
  [
    'salary_contributions',
    () => SalaryContribution.find({}),
    storedSalaryContributionSchema,
    'stored',
  ],
  ['office_photos', () => OfficePhotoModel.find({}), storedOfficePhotoSchema, 'stored'],
  // A resume's JSON is ADR 009's summary; the stored fields are what the contract speaks of.
  ['resumes', () => Resume.find({}), storedResumeSchema, 'stored'],
  ['candidates', () => Candidates.find({}), storedSavedCandidatesSchema, 'json'],
  [
    'saved_candidate_searches',
    () => SavedCandidateSearch.find({}),
    storedSavedSearchSchema,
    'json',
  ],
  ['job_prescreening', () => JobPrescreening.find({}), storedJobPrescreeningSchema, 'stored'],
  ['job_view_days', () => JobViewDay.find({}), storedJobViewDaySchema, 'stored'],
  ['job_views', () => JobView.find({}), storedJobViewSchema, 'stored'],
  ['resdex_folders', () => ResdexFolder.find({}), storedResdexFolderSchema, 'stored'],
  [
    'resdex_folder_candidates',
    () => ResdexFolderCandidate.find({}),
    storedResdexFolderCandidateSchema,
    'stored',
  ],
  ['search_terms', () => SearchTerm.find({}), storedSearchTermSchema, 'stored'],
];

describe('the seeded demo data keeps the contracts', () => {
  it('names a contract for every collection the seed fills', () => {
    expect(COLLECTIONS.map(([name]) => name).sort()).toEqual(Object.keys(report).sort());
  });

  it.each(COLLECTIONS)('%s: every document fits its schema', async (name, read, schema, form) => {
    const documents = await read();
    expect(documents.length).toBe(report[name]);
    const misfits = documents.flatMap((document) => {
      const value =
        form === 'stored'
          ? document.toObject()
          : form === 'wire'
            ? JSON.parse(JSON.stringify(document.toJSON()))
            : document.toJSON();
      const result = z.safeParse(schema, value);
      return result.success
        ? []
        : [`${name} ${String(document._id)}: ${JSON.stringify(result.error.issues[0])}`];
    });
    expect(misfits).toEqual([]);
  });
});

describe('the seeded seekers as the API sends them keep the payloads', () => {
  /** The misfits of `documents` sent as `send` makes them, over the wire (dates as ISO text). */
  const misfits = <Document extends { _id: unknown }>(
    documents: Document[],
    schema: z.core.$ZodType,
    send: (document: Document) => unknown,
  ) =>
    documents.flatMap((document) => {
      const result = z.safeParse(schema, JSON.parse(JSON.stringify(send(document))));
      return result.success
        ? []
        : [`${String(document._id)}: ${JSON.stringify(result.error.issues[0])}`];
    });

  it('every profile fits the profile payload', async () => {
    const profiles = await UserDetails.find({});
    expect(profiles.length).toBeGreaterThan(0);
    expect(misfits(profiles, profileSchema, toProfileJson)).toEqual([]);
  });

  it('every resume fits the resume payload', async () => {
    const resumes = await Resume.find({});
    expect(resumes.length).toBeGreaterThan(0);
    expect(misfits(resumes, resumeSchema, (resume) => resume.toJSON())).toEqual([]);
  });
});

describe('every seeded company goes back through the company profile form', () => {
  it('GET as its recruiter, PUT back unchanged → 200 with the same company', async () => {
    const companies = await Company.find({}).lean();
    const recruiters = await User.find({
      _id: { $in: companies.map((company) => company.recruiter_id) },
    }).lean();
    expect(companies.length).toBeGreaterThan(0);
    for (const recruiter of recruiters) {
      const client = app.client();
      const password =
        recruiter.email === DEMO_RECRUITER.email ? DEMO_PASSWORD : GENERATED_USERS_PASSWORD;
      expect((await client.login(recruiter.email, password)).status).toBe(200);
      const own = companies.filter((company) => company.recruiter_id?.equals(recruiter._id));
      // the catalog's companies, and one of the directory's (all made by one generator, ADR 020)
      const directory = own.filter((company) => company.tags);
      const checked = [...own.filter((company) => !company.tags), ...directory.slice(0, 1)];
      for (const { _id } of checked) {
        const read = await client.get(`/api/companies/${String(_id)}`);
        expect(read.status).toBe(200);
        const { company } = companyResponseSchema.parse(await read.json());
        const { id, recruiter_id, created_at, updated_at, ...body } = company;
        expect(companyBodySchema.safeParse(body).error?.issues ?? []).toEqual([]);
        const saved = await client.request(`/api/companies/${id}`, { method: 'PUT', json: body });
        expect({ company: company.company_name, status: saved.status }).toEqual({
          company: company.company_name,
          status: 200,
        });
        const { company: after } = companyResponseSchema.parse(await saved.json());
        expect({ ...after, updated_at }).toEqual({ ...company, recruiter_id, created_at });
      }
    }
  });
});
