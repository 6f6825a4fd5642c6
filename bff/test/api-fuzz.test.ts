import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EJSON } from 'bson';
import fc from 'fast-check';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../app/models/application.server';
import { SavedCandidateSearch } from '../app/models/candidate-search.server';
import { CommunityPost, PostComment } from '../app/models/community.server';
import { Company } from '../app/models/company.server';
import { Job } from '../app/models/job.server';
import { OfficePhotoModel } from '../app/models/office-photo.server';
import { Resume } from '../app/models/resume.server';
import { Review } from '../app/models/review.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { DEMO_PASSWORD, DEMO_RECRUITER, DEMO_SEEKER } from '../app/seed/generate.server';
import { seedDemoData } from '../app/seed/seed.server';
import { SECTION_FIELDS, SECTION_NAMES } from '../app/services/profile-schemas.server';
import type { CookieClient } from './support/cookie-client';
import { startTestApp, type TestApp } from './support/harness';

/*
 * Sends bad input to every /api route — each route file under app/routes, each method its loader
 * or action answers, as a visitor, the demo seeker and the demo recruiter of the seed — and checks
 * that nothing is a 5xx, that every refusal is the API's JSON `{ error }`, and that not one
 * document changed. The requests come from fast-check with a fixed seed, so every run sends the
 * same ones. Every generated body is invalid on purpose (at least one field holds a value no
 * schema takes), which is what lets the suite demand an unchanged database.
 */

const SEED = 20_260_109;
/** FUZZ_ONLY=<regular expression>: only the route files it matches (while working on a route). */
const ONLY = process.env.FUZZ_ONLY;
/** Mutated valid bodies per route, method and caller. */
const BODY_RUNS = 24;
/** Fuzzed query strings per loader route and caller. */
const QUERY_RUNS = 12;
/** Requests in flight at once. */
const CONCURRENCY = 4;
/** A request without an answer by then is a failure (a hang), not a wait for the test's end. */
const REQUEST_TIMEOUT_MS = 15_000;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Caller = 'visitor' | 'seeker' | 'recruiter';
const CALLERS: Caller[] = ['visitor', 'seeker', 'recruiter'];
const ACTION_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

// ---------------------------------------------------------------------------------------------
// The routes, read from the route files (Remix flat routes: `api.jobs.$jobId.ts` is
// /api/jobs/:jobId, `api.$.ts` the /api/* catch-all).

interface ApiRoute {
  file: string;
  segments: string[];
  params: string[];
  loader: boolean;
  action: boolean;
  /** The methods named in the route's 405 `Allow` header, if it has one. */
  allow: string[];
}

const ROUTES_DIR = fileURLToPath(new URL('../app/routes/', import.meta.url));

function apiRoutes(): ApiRoute[] {
  return readdirSync(ROUTES_DIR)
    .filter((file) => /^api\..+\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort()
    .map((file) => {
      const source = readFileSync(join(ROUTES_DIR, file), 'utf8');
      const segments = file.replace(/\.tsx?$/, '').split('.');
      const exported = (name: string) =>
        new RegExp(`export\\s+(?:const|(?:async\\s+)?function)\\s+${name}\\b`).test(source);
      return {
        file,
        segments,
        params: segments
          .filter((s) => s.startsWith('$'))
          .map((s) => (s === '$' ? '*' : s.slice(1))),
        loader: exported('loader'),
        action: exported('action'),
        allow: [...source.matchAll(/Allow:\s*'([^']+)'/g)].flatMap((match) =>
          match[1]!.split(/,\s*/),
        ),
      };
    });
}

const ROUTES = apiRoutes();

// ---------------------------------------------------------------------------------------------
// What each route reads. Every route file must be listed, so a new route gets fuzzed on purpose.

/** Ids from the seeded database that the paths and bodies use. */
interface Ids {
  seeker: string;
  recruiter: string;
  /** One of the demo recruiter's jobs with an applicant who has a resume. */
  job: string;
  /** Another recruiter's job. */
  otherJob: string;
  applicant: string;
  company: string;
  otherCompany: string;
  search: string;
  otherSearch: string;
  /** A profile section of the demo seeker with an item, and that item's id. */
  section: string;
  item: string;
  photo: string;
  /** An office photo (a seeded one, else an id nothing has). */
  officePhoto: string;
  /** Two seeded company reviews. */
  review: string;
  otherReview: string;
  /** A seeded community, a post on it and a comment (else an id nothing has). */
  community: string;
  post: string;
  comment: string;
}

interface RouteSpec {
  /** The valid JSON body of each method the action reads one for. */
  bodies?: Partial<Record<string, (ids: Ids) => Json>>;
  /**
   * Methods that succeed without reading a body (deleting, saving, logging out) and the callers
   * for whom they would: never sent with valid path values by those callers.
   */
  bodyless?: Partial<Record<string, Caller[]>>;
}

const EMAIL = 'fuzz.tester@example.com';
const tomorrow = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);

const criteria = (): Json => ({
  fullName: 'Aarav',
  skills: ['React', 'Node.js'],
  markAllSkillsAsMandatory: true,
  experience: { min: 1, max: 8 },
  location: 'Bengaluru',
  pinCode: '560001',
  graduationYear: 2018,
  jobType: ['Full-time'],
  gender: 'Male',
  activePeriod: 12,
  // The advanced search's criteria (docs/product/resume-search-resdex.md#advanced-search).
  keywords: '"machine learning" AND (Python OR R) AND NOT php',
  anyKeywords: 'TensorFlow, "deep learning"',
  excludeKeywords: 'intern',
  noticePeriods: ['Immediate', '1 month'],
  expectedSalary: { min: 4.5, max: 30 },
});

const companyBody = (): Json => ({
  company_name: 'Fuzz Works',
  hiring_for: 'your company',
  email: 'hr@fuzz.example.com',
  phone: '9876543210',
  website: 'https://fuzz.example.com',
  address: '1 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  industry: 'Software',
  size: '11-50',
  description: 'We build things.\nMany things.',
  linkedin: 'https://linkedin.com/company/fuzz',
});

const SECTION_BODIES: Record<string, Json> = {
  languages: { language: 'Marathi', proficiency: 'Advanced' },
  internships: { company: 'Acme', position: 'Intern', duration: '3 months', description: 'Did X' },
  projects: { title: 'Fuzzer', duration: '1 month', technologies: 'TS', description: 'Y' },
  employment: { company: 'Acme', jobTitle: 'Engineer', duration: '2 years', description: 'Z' },
  'academic-achievements': { title: 'Gold medal', institution: 'IIT', year: '2019' },
};

/** The item of a section (of the demo seeker's section when the path names no real one). */
const sectionBody = (section: string): Record<string, Json> =>
  (Object.hasOwn(SECTION_BODIES, section)
    ? SECTION_BODIES[section]
    : SECTION_BODIES.languages) as Record<string, Json>;

const reviewTexts = (): Record<string, Json> => ({
  rating: 4,
  title: 'Good place to learn',
  pros: 'Mentors.\nTraining budget.',
  cons: 'Long hours',
  advice_to_management: 'Hire ahead of releases',
});

const writeReviewBody = (ids: Ids): Json => ({
  company_id: ids.company,
  company_name: 'Fuzz Works',
  ...reviewTexts(),
  work_life_balance: 4,
  salary: 3,
  promotions: 3,
  job_security: 4,
  skill_development: 5,
  work_satisfaction: 4,
  company_culture: 4,
  gender: 'female',
  work_policy: 'hybrid',
  currently_works_here: 'yes',
  employment_duration: '2-4 years',
  designation: 'Software Engineer',
  employment_type: 'fullTime',
  department: 'engineering',
});

const ROUTE_SPECS: Record<string, RouteSpec> = {
  'api.$.ts': {},
  'api.applications.ts': {},
  'api.apply-job.ts': { bodies: { POST: (ids) => ({ job_id: ids.job }) } },
  'api.candidate-searches.$id.ts': {
    bodies: { PATCH: () => ({ title: 'Renamed search' }) },
    bodyless: { DELETE: ['recruiter'] },
  },
  'api.candidate-searches.ts': {
    bodies: { POST: () => ({ title: 'Fuzzed search', criteria: criteria() }) },
  },
  'api.candidate-invites.ts': {
    bodies: { POST: (ids) => ({ job_id: ids.job, user_id: ids.seeker, message: 'Do apply' }) },
  },
  'api.candidates.$userId.resume.ts': {},
  'api.candidates.search.ts': {
    bodies: { POST: () => ({ criteria: criteria(), page: 1, pageSize: 10, sort: 'freshness' }) },
  },
  'api.comments.$commentId.ts': { bodyless: { DELETE: ['seeker', 'recruiter'] } },
  // Without Accept: text/event-stream it answers 406 at once (never the endless stream).
  'api.communities.$communityId.events.ts': {},
  'api.communities.$communityId.membership.ts': {
    bodyless: { POST: ['seeker', 'recruiter'], DELETE: ['seeker', 'recruiter'] },
  },
  'api.communities.$communityId.posts.ts': {
    bodies: { POST: () => ({ content: 'Hello,\nboard <b>as text</b>' }) },
  },
  'api.communities.ts': {},
  'api.companies.$companyId.ts': { bodies: { PUT: companyBody } },
  'api.companies.$companyId.jobs.ts': {},
  'api.companies.$companyId.reviews.ts': { bodies: { POST: reviewTexts } },
  'api.companies.$companyId.reviews-summary.ts': {},
  'api.companies.$companyId.interview-experiences.ts': {},
  // Uploads: only bodies that are not multipart (the upload path itself has its own tests).
  'api.companies.$companyId.photos.ts': { bodies: { POST: () => ({ photo: 'not a file' }) } },
  'api.companies.highlights.ts': {},
  'api.companies.mine.ts': {},
  'api.companies.ts': { bodies: { POST: companyBody } },
  'api.contact-messages.ts': {
    bodies: {
      POST: () => ({
        name: 'Fuzz Tester',
        email: EMAIL,
        phone: '9876543210',
        subject: 'A question',
        message: 'Hello,\nis this thing on?',
      }),
    },
  },
  'api.counselling-requests.ts': {
    bodies: {
      POST: () => ({
        counsellor: 'Dr. Meera Iyer',
        name: 'Fuzz Tester',
        email: EMAIL,
        phone: '9876543210',
        preferredDate: tomorrow(),
        topic: 'Changing careers',
        message: 'Please call.',
      }),
    },
  },
  'api.create-account.ts': {
    bodies: {
      POST: () => ({
        fullName: 'Fuzz Tester',
        email: EMAIL,
        password: 'Secret123',
        role: 'Job Seeker',
      }),
    },
  },
  'api.health.ts': {},
  'api.interview-experiences.ts': {
    bodies: {
      POST: (ids) => ({
        company_id: ids.company,
        company_name: 'Fuzz Works',
        role: 'Software Engineer',
        interview_date: '2025-03',
        difficulty: 'moderate',
        outcome: 'selected',
        source: 'referral',
        questions: ['Design a cache.', 'Why this company?\nAnd why now?'],
        experience: 'Two rounds.\nA fair panel.',
        tips: 'Revise the basics',
      }),
    },
  },
  'api.job-alerts.$id.ts': {
    bodies: { PATCH: () => ({ frequency: 'daily', paused: true }) },
    bodyless: { DELETE: ['seeker'] },
  },
  'api.job-alerts.ts': {
    bodies: {
      POST: () => ({
        name: 'React in Pune',
        frequency: 'instant',
        search: { q: 'React', location: 'Pune', experience: '2-5' },
      }),
    },
  },
  'api.job-applications.$jobId.$userId.notes.$noteId.ts': {},
  'api.job-applications.$jobId.$userId.notes.ts': {
    bodies: { POST: () => ({ text: 'Strong on Java.\nCall Monday.' }) },
  },
  'api.job-applications.$jobId.$userId.resume.text.ts': {},
  'api.job-applications.$jobId.$userId.resume.ts': {},
  'api.job-applications.$jobId.$userId.tags.ts': {
    bodies: { PUT: () => ({ tags: ['Shortlist'] }) },
  },
  'api.job-applications.$jobId.$userId.ts': { bodies: { PUT: () => ({ status: 'interview' }) } },
  'api.job-applications.$jobId.applicants.ts': {},
  'api.job-applications.$jobId.status.ts': {
    bodies: { PATCH: (ids) => ({ user_ids: [ids.applicant], status: 'interview' }) },
  },
  'api.job-applications.$jobId.ts': {},
  'api.jobs.$jobId.prescreening.ts': {
    bodies: {
      PUT: () => ({
        questions: [
          {
            text: 'Work permit?',
            type: 'yes_no',
            required: true,
            options: [],
            expected_answer: 'yes',
          },
          {
            text: 'Shift',
            type: 'multiple_choice',
            required: false,
            options: ['Day', 'Night'],
            expected_answer: null,
          },
        ],
        criteria: { auto_reject: true, min_experience: 3, required_skills: ['Java'] },
      }),
    },
  },
  'api.jobs.$jobId.questions.ts': {},
  'api.jobs.$jobId.similar.ts': {},
  'api.jobs.$jobId.repost.ts': { bodyless: { POST: ['recruiter'] } },
  'api.jobs.$jobId.ts': { bodies: { PATCH: () => ({ status: 'closed' }) } },
  // a view counts for anyone but the job's recruiter
  'api.jobs.$jobId.views.ts': { bodyless: { POST: ['visitor', 'seeker', 'recruiter'] } },
  'api.jobs.filters.ts': {},
  'api.jobs.posting-options.ts': {},
  'api.jobs.recommended.ts': {},
  'api.jobs.ts': {
    bodies: {
      POST: () => ({
        job_title: 'Fuzz Engineer',
        employment_type: 'Full Time, Permanent',
        work_mode: 'Remote',
        job_description: 'Break things,\n\tthen fix them.',
        skills: 'TypeScript, Testing',
        min_experience: 1,
        max_experience: 5,
        min_salary: 5,
        max_salary: 10,
        location: 'Pune',
        company: 'Fuzz Works',
        industry: 'IT/ITES',
        qualification: 'Any Graduate',
        vacancies: 2,
        requirements: 'Curiosity',
        perks: 'Coffee',
      }),
    },
  },
  'api.keyword-optimiser.analyse.ts': {
    bodies: { POST: (ids) => ({ source: 'job', job_id: ids.job }) },
  },
  'api.keyword-optimiser.keywords.ts': {},
  'api.login.ts': {
    bodies: { POST: () => ({ email: DEMO_SEEKER.email, password: DEMO_PASSWORD }) },
  },
  'api.logout.ts': { bodyless: { POST: ['seeker', 'recruiter'] } },
  'api.me.ts': {},
  'api.notification-preferences.ts': {
    bodies: {
      PUT: () => ({ application_status: true, community_reply: false, community_like: true }),
    },
  },
  'api.notifications.events.ts': {},
  'api.notifications.read.ts': { bodies: { POST: () => ({ all: true }) } },
  'api.notifications.ts': {},
  'api.password-reset.send-otp.ts': { bodies: { POST: () => ({ email: DEMO_SEEKER.email }) } },
  'api.password-reset.ts': {
    bodies: {
      POST: () => ({ email: DEMO_SEEKER.email, otp: '123456', password: 'NewSecret123' }),
    },
  },
  'api.posts.$postId.comments.ts': { bodies: { POST: () => ({ content: 'Well said' }) } },
  'api.posts.$postId.like.ts': { bodyless: { POST: ['seeker', 'recruiter'] } },
  'api.posts.$postId.ts': { bodyless: { DELETE: ['seeker', 'recruiter'] } },
  'api.profile.insights.ts': {},
  'api.profile.keyword-suggestions.ts': {},
  'api.profile.photo.$fileId.ts': {},
  // Uploads: only bodies that are not multipart (the upload path itself has its own tests).
  'api.profile.photo.ts': { bodies: { POST: () => ({ photo: 'not a file' }) } },
  'api.profile.sections.$section.$itemId.ts': {
    bodies: { PUT: (ids) => ({ id: ids.item, ...sectionBody(ids.section) }) },
    bodyless: { DELETE: ['seeker'] },
  },
  'api.profile.sections.$section.ts': { bodies: { POST: (ids) => sectionBody(ids.section) } },
  'api.profile.ts': {
    bodies: {
      PATCH: () => ({
        full_name: 'Aarav Sharma',
        email: 'aarav@example.com',
        phone: '9876543210',
        gender: 'Male',
        dob: '1996-04-12',
        address: '12 Residency Road',
        pin_code: '560025',
        education: 'B.Tech/B.E.',
        graduation_year: 2018,
        skills: ['React', 'TypeScript'],
        curr_role: 'Frontend Engineer',
        availability: 'Immediate',
        experience: 3,
        profile_summary: 'Builds web apps.\nLikes tests.',
      }),
    },
  },
  'api.recruiter.applications.ts': {},
  'api.recruiter.job-quota.ts': {},
  'api.recruiter.job-analytics.ts': {},
  'api.recruiter.jobs.$jobId.ts': {},
  'api.recruiter.jobs.ts': {},
  'api.recruiter.quota-usage.ts': {},
  'api.recruiter.welcome.ts': {},
  'api.remove-saved-job.ts': { bodies: { POST: (ids) => ({ job_id: ids.job }) } },
  'api.resdex-folders.$id.candidates.$userId.ts': {
    bodies: { PUT: () => ({ note: 'Strong on SQL' }) },
    bodyless: { DELETE: ['recruiter'] },
  },
  'api.resdex-folders.$id.ts': {
    bodies: { PATCH: () => ({ name: 'Fuzzed folder' }) },
    bodyless: { DELETE: ['recruiter'] },
  },
  'api.resdex-folders.ts': { bodies: { POST: () => ({ name: 'Fuzzed folder' }) } },
  'api.resume.file.ts': {},
  'api.resume.text.ts': {},
  'api.resume.ts': {
    bodies: { POST: () => ({ resume: 'not a file' }) },
    bodyless: { DELETE: ['seeker'] },
  },
  'api.office-photos.$photoId.report.ts': { bodies: { POST: () => ({ reason: 'spam' }) } },
  'api.office-photos.$photoId.ts': {},
  'api.reviews.$reviewId.report.ts': { bodies: { POST: () => ({ reason: 'spam' }) } },
  'api.reviews.$reviewId.vote.ts': { bodies: { PUT: () => ({ action: 'like' }) } },
  'api.reviews.mine.ts': {},
  'api.reviews.search.ts': {},
  'api.reviews.ts': { bodies: { POST: writeReviewBody } },
  'api.salaries.ts': {
    bodies: {
      POST: (ids) => ({
        company_id: ids.company,
        company_name: 'Fuzz Works',
        designation: 'Software Engineer',
        annual_salary_lakhs: 12.5,
        experience_years: 4,
        city: 'Pune',
        employment_type: 'fullTime',
      }),
    },
  },
  'api.salary-insights.ts': {},
  'api.save-job.ts': { bodies: { POST: (ids) => ({ job_id: ids.job }) } },
  'api.saved-candidates.$userId.ts': { bodyless: { PUT: ['recruiter'], DELETE: ['recruiter'] } },
  'api.saved-candidates.ts': {},
  'api.saved-jobs.ts': {},
  'api.send-otp.ts': {
    bodies: { POST: () => ({ email: EMAIL, fullName: 'Fuzz Tester', role: 'Recruiter' }) },
  },
  'api.sub-user-invites.$token.ts': {},
  // A signed token in the query, no body: nothing the fuzz sends is a valid token.
  'api.unsubscribe.ts': {},
  'api.sub-users.$id.ts': {
    bodies: { PATCH: () => ({ status: 'deactivated' }) },
    bodyless: { DELETE: ['recruiter'] },
  },
  'api.sub-users.invites.$id.resend.ts': { bodyless: { POST: ['recruiter'] } },
  'api.sub-users.invites.$id.ts': { bodyless: { DELETE: ['recruiter'] } },
  'api.sub-users.invites.ts': {
    bodies: { POST: () => ({ name: 'Fuzz Colleague', email: 'fuzz.colleague@example.com' }) },
  },
  'api.sub-users.ts': {},
  'api.user-applications.ts': {},
  'api.user-saved-jobs.ts': {},
  'api.verify-otp.ts': { bodies: { POST: () => ({ email: EMAIL, otp: '123456' }) } },
};

// ---------------------------------------------------------------------------------------------
// Bad input.

/** An object with an own (JSON) key such as `__proto__`, which an object literal cannot make. */
function withKeys(base: Record<string, Json>, entries: Array<[string, Json]>): Json {
  const out: Record<string, Json> = { ...base };
  for (const [key, value] of entries)
    Object.defineProperty(out, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return out;
}

const POLLUTION: Array<[string, Json]> = [
  ['__proto__', { polluted: 'yes', role: 'Recruiter', isAdmin: true }],
  ['constructor', { prototype: { polluted: 'yes' } }],
];

/** Values no field of any schema accepts: each generated body holds at least one. */
const BAD_VALUES: Json[] = [
  { $gt: '' },
  { $ne: null },
  { $where: 'sleep(1000) || true' },
  { $regex: '.*', $options: 'i' },
  [{ $gt: '' }],
  [[['deep']]],
  withKeys({}, POLLUTION.slice(0, 1)),
  withKeys({}, POLLUTION.slice(1)),
  'NUL\u0000byte',
  '\u0000',
  'bell\u0007 and escape\u001b[31m',
  'x'.repeat(20_000),
  -1.5,
];

/** Keys added next to the fields of a body (unknown, operators, prototype pollution, owners). */
const HOSTILE_ENTRIES: Array<[string, Json]> = [
  ...POLLUTION,
  ['$where', 'sleep(1000) || true'],
  ['$gt', ''],
  ['_id', '000000000000000000000000'],
  ['role', 'Recruiter'],
  ['recruiter_id', '000000000000000000000000'],
  ['user_id', '000000000000000000000000'],
];

/** Bodies that are not a JSON object with the right fields, whatever the route. */
const RAW_BODIES: Array<{ body: string; type?: string }> = [
  { body: '{' },
  { body: '{"a":' },
  { body: '[1,2' },
  { body: "{'single': 'quotes'}" },
  { body: '{"a":1}{"b":2}' },
  { body: 'undefined' },
  { body: '\u0000' },
  { body: 'null' },
  { body: '[]' },
  { body: '123' },
  { body: '"text"' },
  { body: 'true' },
  { body: '{"a": 1e999, "b": -0}' },
  { body: '{"__proto__": {"polluted": "yes", "role": "Recruiter"}}' },
  { body: '{"constructor": {"prototype": {"polluted": "yes"}}}' },
  { body: '{"$where": "sleep(1000) || true", "$gt": ""}' },
  { body: '{"email": {"$gt": ""}, "password": {"$gt": ""}, "job_id": {"$ne": null}}' },
  { body: `${'['.repeat(40_000)}${']'.repeat(40_000)}` },
  { body: `{"a":"${'x'.repeat(1024 * 1024)}"}` },
  { body: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { body: '{"a":1}', type: 'text/plain' },
  { body: '--x\r\n\r\n', type: 'multipart/form-data' },
  {
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    type: 'multipart/form-data; boundary=x',
  },
];

type Path = Array<string | number>;

/** Every place in a body a value can be replaced: fields, nested fields, list items. */
function leafPaths(value: Json, path: Path = []): Path[] {
  const paths: Path[] = path.length > 0 ? [path] : [];
  if (Array.isArray(value)) {
    if (value.length > 0) paths.push(...leafPaths(value[0]!, [...path, 0]));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      paths.push(...leafPaths(child, [...path, key]));
  }
  return paths;
}

function replaced(value: Json, path: Path, by: Json): Json {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaced(copy[head as number]!, rest, by);
    return copy;
  }
  const object = value as Record<string, Json>;
  return { ...object, [head!]: replaced(object[head as string]!, rest, by) };
}

/** A valid body with one value replaced by a bad one, and maybe hostile keys added. */
function badBodies(valid: Json, seed: number, runs: number): string[] {
  const paths = leafPaths(valid);
  const arbitrary = fc.record({
    path: fc.constantFrom(...paths),
    bad: fc.constantFrom(...BAD_VALUES),
    extras: fc.subarray(HOSTILE_ENTRIES, { maxLength: 3 }),
    alsoNull: fc.option(fc.constantFrom(...paths), { nil: undefined }),
  });
  const nested = (a: Path, b: Path) => a.every((key, i) => b[i] === key);
  return fc.sample(arbitrary, { seed, numRuns: runs }).map(({ path, bad, extras, alsoNull }) => {
    // another field left empty (null) as well, unless it holds or lies inside the bad one
    let body =
      alsoNull && !nested(alsoNull, path) && !nested(path, alsoNull)
        ? replaced(valid, alsoNull, null)
        : valid;
    body = replaced(body, path, bad);
    // hostile keys are added, never put in place of a field (which could undo the bad value)
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      const object = body;
      body = withKeys(
        object,
        extras.filter(([key]) => !Object.hasOwn(object, key)),
      );
    }
    return JSON.stringify(body);
  });
}

function valueAt(value: Json, path: Path): Json {
  return path.reduce<Json>(
    (current, key) => (current as Record<string | number, Json>)[key] ?? null,
    value,
  );
}

/** The valid body once per text in it (list items included), with a NUL byte in that text. */
function nulInEachText(valid: Json): string[] {
  return leafPaths(valid)
    .filter((path) => typeof valueAt(valid, path) === 'string')
    .map((path) =>
      JSON.stringify(replaced(valid, path, `${valueAt(valid, path) as string}\u0000`)),
    );
}

const QUERY_NAMES = [
  'q',
  'page',
  'pageSize',
  'minExp',
  'maxExp',
  'location',
  'experience',
  'salary',
  'locations',
  'workModes',
  'industries',
  'roles',
  'departments',
  'limit',
  'by',
  'download',
  'to',
  '__proto__',
  'constructor',
  'constructor[prototype][polluted]',
  '__proto__[polluted]',
  'q[$gt]',
  'page[]',
  '$where',
  'toString',
  'hasOwnProperty',
  '%00',
  '%ZZ',
];

const QUERY_VALUES = [
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%C0%AF',
  '%0A',
  '%1B',
  '-1',
  '1e999',
  'NaN',
  'Infinity',
  '0x10',
  '',
  '%20',
  '%7B%22%24gt%22%3A%22%22%7D',
  'Pune,%00',
  ',,,,',
  '[object%20Object]',
  'x'.repeat(3000),
  'Pune,'.repeat(1000),
];

const queryArbitrary = fc
  .array(
    fc.tuple(
      fc.constantFrom(...QUERY_NAMES),
      fc.oneof(
        fc.constantFrom(...QUERY_VALUES),
        fc
          .string({
            unit: fc.constantFrom(
              '\u0000',
              '\u001f',
              'a',
              'é',
              '😀',
              ',',
              '&',
              '=',
              '%',
              '$',
              '.',
              ' ',
            ),
            maxLength: 12,
          })
          .map(encodeURIComponent),
      ),
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

const FIXED_QUERIES = [
  'q=%00',
  'location=%00',
  'page=%ZZ',
  `${'locations=Pune&'.repeat(900)}q=x`,
  `locations=${'Pune,'.repeat(2000)}`,
  'page=1&page=2&page=%00',
];

/** Path values that are not a valid id (nor a section name) in any route. */
const BAD_SEGMENTS = [
  'nope',
  '000000000000000000000000',
  '0123456789abcdef0123456',
  'aaaaaaaaaaaa',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '%7B%22%24gt%22%3A%22%22%7D',
  '__proto__',
  'constructor',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
];

// ---------------------------------------------------------------------------------------------
// The database, before and after.

/**
 * Collections whose documents change on their own: sessions, rate-limit counters, the
 * anonymous search-term counts (a valid `q` next to a bad parameter is still a search), the
 * recruiter accounts' responsiveness, a cache that listing jobs fills, and the background queue's
 * own jobs (ADR 028: the digest schedules record their runs).
 */
const VOLATILE_COLLECTIONS =
  /^(?:sessions|search_terms|account_responsiveness|agenda_jobs|.*rate[-_]?limit.*|rlflx.*|system\..*)$/i;

type Snapshot = Map<string, Map<string, string>>;

async function snapshot(): Promise<Snapshot> {
  const db = mongoose.connection.db!;
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map((collection) => collection.name)
    .filter((name) => !VOLATILE_COLLECTIONS.test(name))
    .sort();
  const result: Snapshot = new Map();
  for (const name of names) {
    const docs = await db.collection(name).find({}).toArray();
    const byId = new Map<string, string>();
    for (const doc of docs) {
      const text = EJSON.stringify(doc, { relaxed: false });
      byId.set(EJSON.stringify(doc._id ?? null), createHash('sha256').update(text).digest('hex'));
    }
    result.set(name, byId);
  }
  return result;
}

/** What differs between two snapshots, in words (empty when nothing does). */
function differences(before: Snapshot, after: Snapshot): string[] {
  const found: string[] = [];
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(name) ?? new Map<string, string>();
    const is = after.get(name) ?? new Map<string, string>();
    for (const [id, hash] of is) {
      if (!was.has(id)) found.push(`${name}: added ${id}`);
      else if (was.get(id) !== hash) found.push(`${name}: changed ${id}`);
    }
    for (const id of was.keys()) if (!is.has(id)) found.push(`${name}: removed ${id}`);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Sending.

interface Case {
  method: string;
  path: string;
  body?: string;
  type?: string;
  /** Sent as a stream, without Content-Length. */
  chunked?: boolean;
}

interface Outcome {
  status: number;
  problem?: string;
}

/**
 * Sends one request over a connection of its own (node:http, the path exactly as written): an
 * early answer such as a 413 closes the connection while the body is still going out, which must
 * not cost the next request its socket.
 */
function send(client: CookieClient, request: Case): Promise<Outcome> {
  const headers: Record<string, string | number> = { origin: client.baseUrl, connection: 'close' };
  if (client.cookies.size > 0)
    headers.cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const payload = request.body === undefined ? undefined : Buffer.from(request.body);
  if (payload) {
    headers['content-type'] = request.type ?? 'application/json';
    if (request.chunked) headers['transfer-encoding'] = 'chunked';
    else headers['content-length'] = payload.length;
  }
  const { hostname, port } = new URL(client.baseUrl);
  return new Promise<Outcome>((resolve) => {
    let answered = false;
    const answer = (outcome: Outcome) => {
      if (!answered) resolve(outcome);
      answered = true;
    };
    const outgoing = httpRequest(
      { hostname, port, method: request.method, path: request.path, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        const judged = () =>
          answer(judge(response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), request));
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', judged);
        response.on('error', judged);
      },
    );
    outgoing.setTimeout(REQUEST_TIMEOUT_MS, () => {
      answer({ status: 0, problem: `no answer within ${REQUEST_TIMEOUT_MS} ms` });
      outgoing.destroy();
    });
    // Writing the rest of a refused body fails once the server has answered and closed: the
    // answer (already read, or about to be) is what counts; only no answer at all is a failure.
    outgoing.on('error', (error) => {
      setTimeout(() => answer({ status: 0, problem: `no answer: ${error.message}` }), 200);
    });
    outgoing.end(payload);
  });
}

/** A 5xx, or a refusal that is not the API's JSON `{ error }`, is a problem. */
function judge(status: number, text: string, request: Case): Outcome {
  if (status >= 500) return { status, problem: text.slice(0, 300) };
  // HEAD answers have no body; 431 (headers too large) comes from Node before the app.
  if (status >= 400 && request.method !== 'HEAD' && status !== 431) {
    let error: unknown;
    try {
      error = (JSON.parse(text) as { error?: unknown }).error;
    } catch {
      error = undefined;
    }
    if (typeof error !== 'string' || error.length === 0)
      return { status, problem: `not a JSON { error }: ${text.slice(0, 200)}` };
  }
  return { status };
}

function failure(caller: Caller, request: Case, outcome: Outcome): string {
  const body = request.body === undefined ? '' : ` body=${request.body.slice(0, 120)}`;
  return `${caller} ${request.method} ${request.path.slice(0, 160)}${body} → ${outcome.status} ${outcome.problem}`;
}

/** Runs the cases a few at a time; returns the ones that failed, described. */
async function runAll(client: CookieClient, caller: Caller, cases: Case[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const request = cases[next++]!;
      const outcome = await send(client, request);
      if (outcome.problem !== undefined) failures.push(failure(caller, request, outcome));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return failures;
}

// ---------------------------------------------------------------------------------------------
// The cases of one route for one caller.

function hashOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

interface PathVariant {
  path: string;
  /** Every path value is a valid one (then body-less actions would succeed). */
  valid: boolean;
  /** The section the path names, for section routes. */
  section: string;
}

function validValues(param: string, ids: Ids): string[] {
  switch (param) {
    case 'jobId':
      return [ids.job, ids.otherJob];
    case 'userId':
      return [ids.applicant, ids.seeker, ids.recruiter];
    case 'companyId':
      return [ids.company, ids.otherCompany];
    case 'id':
      return [ids.search, ids.otherSearch];
    case 'section':
      return [ids.section, ...SECTION_NAMES.filter((name) => name !== ids.section).slice(0, 1)];
    case 'itemId':
      return [ids.item];
    case 'fileId':
      return [ids.photo];
    case 'reviewId':
      return [ids.review, ids.otherReview];
    case 'photoId':
      return [ids.officePhoto];
    case 'communityId':
      return [ids.community];
    case 'postId':
      return [ids.post];
    case 'commentId':
      return [ids.comment];
    case 'noteId':
      // the seed keeps no notes on applicants: an id no note has
      return ['0123456789abcdef01234567'];
    case 'token':
      // a sub-user invitation's link token that no invitation has
      return ['A'.repeat(43)];
    case '*':
      return ['nope', 'a/b/c', 'jobs/x/y'];
    default:
      throw new Error(`No values for the path parameter ${param}: add them to the fuzz suite`);
  }
}

/** The all-valid path, each other valid value, and each bad value in one place at a time. */
function pathVariants(route: ApiRoute, ids: Ids): PathVariant[] {
  const primary = Object.fromEntries(route.params.map((p) => [p, validValues(p, ids)[0]!]));
  const build = (values: Record<string, string>, valid: boolean): PathVariant => ({
    path: `/${route.segments
      .map((segment) =>
        segment.startsWith('$') ? values[segment === '$' ? '*' : segment.slice(1)] : segment,
      )
      .join('/')}`,
    valid,
    section: values.section ?? ids.section,
  });
  const variants = [build(primary, true)];
  for (const param of route.params) {
    const first = primary[param]!;
    for (const other of validValues(param, ids).slice(1))
      variants.push(build({ ...primary, [param]: other }, true));
    const bad = [...BAD_SEGMENTS, `%20${first}`, `${first}%00`, `${first}%ZZ`, first.toUpperCase()];
    for (const value of bad) {
      if (param === '*' && value === first.toUpperCase()) continue;
      // an id in capitals is the same id: as valid as the first
      variants.push(
        build({ ...primary, [param]: value }, param === '*' || value === first.toUpperCase()),
      );
    }
  }
  return variants;
}

/** The methods the route answers with more than a 405. */
function answeredMethods(route: ApiRoute, spec: RouteSpec): Set<string> {
  const methods = new Set([...Object.keys(spec.bodies ?? {}), ...Object.keys(spec.bodyless ?? {})]);
  if (route.allow.length > 0) for (const method of route.allow) methods.add(method);
  else {
    if (route.loader) methods.add('GET');
    if (route.action && methods.size === 0) methods.add('POST');
  }
  return methods;
}

/** A large body sent without Content-Length, so only reading it finds out its size. */
const CHUNKED_MEGABYTE = `{"a":"${'x'.repeat(1024 * 1024)}"}`;

/**
 * The requests of one route for one caller, the first one the route's main request (its answer
 * tells whether the caller may use the route at all).
 */
function casesFor(route: ApiRoute, caller: Caller, ids: Ids): Case[] {
  const spec = ROUTE_SPECS[route.file] ?? {};
  const seed = SEED + hashOf(`${route.file} ${caller}`);
  const variants = pathVariants(route, ids);
  const primary = variants[0]!;
  const answered = answeredMethods(route, spec);
  const main: Case[] = [];
  const rest: Case[] = [];
  const safeWithoutBody = (method: string, variant: PathVariant) =>
    !(variant.valid && spec.bodyless?.[method]?.includes(caller));

  if (answered.has('GET')) {
    for (const variant of variants) main.push({ method: 'GET', path: variant.path });
    rest.push({ method: 'HEAD', path: primary.path });
    const queries = [...FIXED_QUERIES, ...fc.sample(queryArbitrary, { seed, numRuns: QUERY_RUNS })];
    for (const query of queries) rest.push({ method: 'GET', path: `${primary.path}?${query}` });
  } else if (route.loader) {
    rest.push(
      { method: 'GET', path: `${primary.path}?q=%00` },
      { method: 'HEAD', path: primary.path },
    );
  }
  if (route.action) {
    for (const method of ACTION_METHODS) {
      const template = spec.bodies?.[method];
      if (!answered.has(method)) {
        const raw = RAW_BODIES[hashOf(route.file + method) % RAW_BODIES.length]!;
        rest.push({ method, path: primary.path, body: raw.body, type: raw.type });
        continue;
      }
      for (const variant of variants) {
        // A body-reading action gets a bad body on every path; others none, where that is safe.
        const valid = template?.({ ...ids, section: variant.section });
        if (valid !== undefined) {
          const [body] = badBodies(valid, seed + hashOf(variant.path + method), 1);
          main.push({ method, path: variant.path, body });
          // a good body for something that does not exist changes nothing either
          if (!variant.valid)
            main.push({ method, path: variant.path, body: JSON.stringify(valid) });
        } else if (safeWithoutBody(method, variant)) {
          main.push({ method, path: variant.path });
        }
      }
      if (!template && !safeWithoutBody(method, primary)) continue;
      const raws = template ? RAW_BODIES : RAW_BODIES.filter((_, i) => i % 4 === 0);
      for (const raw of raws)
        rest.push({ method, path: primary.path, body: raw.body, type: raw.type });
      rest.push({ method, path: primary.path, body: CHUNKED_MEGABYTE, chunked: true });
      if (template) {
        const valid = template({ ...ids, section: primary.section });
        for (const body of [
          ...nulInEachText(valid),
          ...badBodies(valid, seed + hashOf(method), BODY_RUNS),
        ])
          rest.push({ method, path: primary.path, body });
      }
    }
    rest.push({ method: 'OPTIONS', path: primary.path });
  }
  return [...main, ...rest];
}

/**
 * Sends a route's requests as one caller. A caller the route refuses outright (401, 403) is
 * answered before any input is read, so a quarter of the requests (always the same) is enough.
 */
async function fuzzRoute(route: ApiRoute, caller: Caller): Promise<string[]> {
  const [first, ...others] = casesFor(route, caller, ids);
  const probe = await send(clients[caller], first!);
  const failures = probe.problem === undefined ? [] : [failure(caller, first!, probe)];
  const refused = probe.status === 401 || probe.status === 403;
  const cases = refused ? others.filter((_, i) => i % 4 === 0) : others;
  requestsSent += 1 + cases.length;
  failures.push(...(await runAll(clients[caller], caller, cases)));
  return failures;
}

// ---------------------------------------------------------------------------------------------

const RATE_LIMIT_VARIABLES = [
  'LOGIN_RATE_LIMIT',
  'LOGIN_FAILURE_LIMIT',
  'IDENTITY_RATE_LIMIT',
  'PUBLIC_FORM_RATE_LIMIT',
  'UPLOAD_RATE_LIMIT',
];

let app: TestApp;
let ids: Ids;
const clients = {} as Record<Caller, CookieClient>;
let before: Snapshot;
let requestsSent = 0;

async function idsFromSeed(): Promise<Ids> {
  const seeker = await User.findOne({ email: DEMO_SEEKER.email }).orFail().lean();
  const recruiter = await User.findOne({ email: DEMO_RECRUITER.email }).orFail().lean();
  const ownJobs = await Job.find({ recruiter_id: recruiter._id }, { _id: 1 }).lean();
  const withResume = new Set(
    (await Resume.find({}, { user_id: 1 }).lean()).map((resume) => String(resume.user_id)),
  );
  const application = (
    await Application.find({ job_id: { $in: ownJobs.map((job) => job._id) } })
      .sort({ _id: 1 })
      .lean()
  ).find((row) => withResume.has(String(row.user_id)));
  if (!application)
    throw new Error('the seed has no applicant with a resume for the demo recruiter');
  const otherJob = await Job.findOne({ recruiter_id: { $ne: recruiter._id } })
    .orFail()
    .lean();
  const company = await Company.findOne({ recruiter_id: recruiter._id }).orFail().lean();
  const otherCompany = await Company.findOne({ recruiter_id: { $ne: recruiter._id } })
    .orFail()
    .lean();
  const search = await SavedCandidateSearch.findOne({ recruiter_id: recruiter._id })
    .orFail()
    .lean();
  const otherSearch =
    (await SavedCandidateSearch.findOne({ recruiter_id: { $ne: recruiter._id } }).lean()) ?? search;
  const details = await UserDetails.findOne({ user_id: seeker._id }).orFail().lean();
  const record = details as unknown as Record<string, Array<{ _id: unknown }> | undefined>;
  const section = SECTION_NAMES.find((name) => (record[SECTION_FIELDS[name]] ?? []).length > 0);
  if (!section) throw new Error('the demo seeker has no profile section item');
  const photo = /[0-9a-f]{24}$/i.exec(String(details.profile_picture ?? ''))?.[0];
  const [review, otherReview] = await Review.find({}, { _id: 1 }).sort({ _id: 1 }).limit(2).lean();
  if (!review || !otherReview) throw new Error('the seed has fewer than two reviews');
  const officePhoto = await OfficePhotoModel.findOne({}, { _id: 1 }).sort({ _id: 1 }).lean();
  const post = await CommunityPost.findOne({}, { _id: 1, community_id: 1 })
    .sort({ _id: 1 })
    .orFail()
    .lean();
  const comment = await PostComment.findOne({}, { _id: 1 }).sort({ _id: 1 }).lean();
  return {
    seeker: String(seeker._id),
    recruiter: String(recruiter._id),
    job: String(application.job_id),
    otherJob: String(otherJob._id),
    applicant: String(application.user_id),
    company: String(company._id),
    otherCompany: String(otherCompany._id),
    search: String(search._id),
    otherSearch: String(otherSearch._id),
    section,
    item: String(record[SECTION_FIELDS[section]]![0]!._id),
    photo: photo ?? '0123456789abcdef01234567',
    officePhoto: officePhoto ? String(officePhoto._id) : '0123456789abcdef01234568',
    review: String(review._id),
    otherReview: String(otherReview._id),
    community: String(post.community_id),
    post: String(post._id),
    comment: comment ? String(comment._id) : '0123456789abcdef01234569',
  };
}

beforeAll(async () => {
  // Every limit out of the way: the suite sends thousands of requests from one address.
  const limits = Object.fromEntries(RATE_LIMIT_VARIABLES.map((name) => [name, '1000000']));
  Object.assign(process.env, limits);
  const generous = { limit: 1_000_000, windowMs: 60 * 60 * 1000 };
  app = await startTestApp({
    loginRateLimit: generous,
    identityRateLimit: generous,
    env: limits,
  });
  await seedDemoData();
  ids = await idsFromSeed();
  clients.visitor = app.client();
  clients.seeker = app.client();
  clients.recruiter = app.client();
  expect((await clients.seeker.login(DEMO_SEEKER.email, DEMO_PASSWORD)).status).toBe(200);
  expect((await clients.recruiter.login(DEMO_RECRUITER.email, DEMO_PASSWORD)).status).toBe(200);
  before = await snapshot();
}, 180_000);

afterAll(async () => {
  for (const name of RATE_LIMIT_VARIABLES) delete process.env[name];
  await app?.close();
});

describe('the fuzzed routes', () => {
  it('are every /api route file, each described in the suite', () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    expect(ROUTES.map((route) => route.file).filter((file) => !(file in ROUTE_SPECS))).toEqual([]);
    for (const route of ROUTES) expect(route.loader || route.action, route.file).toBe(true);
  });
});

describe.each(
  ROUTES.filter((route) => !ONLY || new RegExp(ONLY).test(route.file)).map(
    (route) => [route.file, route] as const,
  ),
)('%s', (_file, route) => {
  it('answers bad input from a visitor, a seeker and a recruiter without a 5xx', async () => {
    const failures: string[] = [];
    for (const caller of CALLERS) failures.push(...(await fuzzRoute(route, caller)));
    expect(failures).toEqual([]);
    // the logged-in callers are still logged in (nothing above ended their sessions)
    expect((await clients.seeker.get('/api/me')).status).toBe(200);
    expect((await clients.recruiter.get('/api/me')).status).toBe(200);
  }, 120_000);
});

describe('after all of it', () => {
  it('left every document as it was, and no prototype polluted', async () => {
    expect(differences(before, await snapshot())).toEqual([]);
    const probe = {} as Record<string, unknown>;
    expect([probe.polluted, probe.role, probe.isAdmin]).toEqual([undefined, undefined, undefined]);
    if (!ONLY) expect(requestsSent).toBeGreaterThan(4000);
  });
});
