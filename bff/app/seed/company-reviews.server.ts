import { Faker, base, en, en_IN } from '@faker-js/faker';
import type { Types } from 'mongoose';
import {
  REVIEW_CRITERION_KEYS,
  REVIEW_EMPLOYMENT_TYPES,
  REVIEW_GENDERS,
  WORK_POLICIES,
  type CurrentlyWorksHere,
  type ReviewCriterion,
  type ReviewDepartment,
  type ReviewEmploymentType,
  type ReviewGender,
  type WorkPolicy,
} from '@rozgar/contracts';
import { companyKey } from '../models/review.server';
import { COMPANIES, ROLES_BY_SECTOR } from './catalog.server';
import {
  NO_VOTES,
  countVotes,
  generateReviewVotes,
  type SeedReviewVote,
} from './review-votes.server';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Its own faker seed, so the reviews never shift when the rest of the data set grows. */
const REVIEWS_SEED = 20_261_124;

export interface CompanyReviewsInput {
  seekers: ReadonlyArray<{ _id: Types.ObjectId }>;
  companies: ReadonlyArray<{ _id: Types.ObjectId; company_name: string; city: string }>;
}

export type SeedReview = {
  _id: Types.ObjectId;
  company_id: Types.ObjectId;
  company: string;
  company_key: string;
  rating: number;
  title: string;
  pros: string;
  cons: string;
  advice_to_management?: string;
  designation: string;
  department: ReviewDepartment;
  employment_type: ReviewEmploymentType;
  work_policy: WorkPolicy;
  currently_works_here: CurrentlyWorksHere;
  employment_duration?: string;
  gender: ReviewGender;
  likes: number;
  dislikes: number;
  helpful_count: number;
  reports: number;
  status: 'published';
  user_id: Types.ObjectId;
  created_at: Date;
} & Partial<Record<ReviewCriterion, number>>;

const PROS = [
  'Supportive managers who make time for one-on-ones.',
  'Good learning curve and a yearly training budget.',
  'Salary is credited on time and the last hike matched the market.',
  'Flexible hybrid policy; the {city} office is easy to reach by metro.',
  'Friendly peers and a culture where asking questions is welcome.',
  'Clear appraisal process with written goals.',
  'Health insurance covers parents too.',
  'Freshers get real ownership within the first few months.',
  'Good exposure to clients across India and abroad.',
  'Leadership shares the quarterly numbers openly in town halls.',
  'Internal job postings are shared before outside hiring starts.',
  'Good tools and laptops; nobody waits weeks for access.',
];

const CONS = [
  'Long hours before quarterly releases.',
  'Increments were modest this year.',
  'Too many meetings; decisions take time.',
  'Onsite opportunities are limited.',
  'Cab facility only runs until 9 pm.',
  'Internal transfers between teams are slow.',
  'Some managers still expect replies on weekends.',
  'The canteen and parking at the {city} office are crowded.',
  'Promotions depend a lot on who your manager is.',
  'Documentation is thin, so onboarding leans on colleagues.',
];

const ADVICE = [
  'Publish the promotion criteria so that every team follows the same ones.',
  'Hire ahead of the release crunch instead of stretching the same people.',
  'Keep the hybrid policy; it is the main reason people stay.',
  'Match the market on increments for people who have stayed three years or more.',
  'Fewer status meetings, more written updates.',
];

const TITLES: Record<number, string[]> = {
  1: ['Would not recommend', 'Poor management, high attrition'],
  2: ['Good people, tough conditions', 'Okay for a first job, not for long'],
  3: ['Decent place with some rough edges', 'Average pay, good learning'],
  4: ['Good place to grow', 'Solid team and fair policies', 'Learned a lot here'],
  5: ['Best company I have worked for', 'Great culture and growth', 'Excellent managers'],
};

const DURATIONS = ['Less than 1 year', '1-2 years', '2-4 years', '4-6 years', 'More than 6 years'];

/** The write-review form's department closest to a job template's department. */
function departmentOf(templateDepartment: string): ReviewDepartment {
  if (/sales|business development|merchandising|customer/i.test(templateDepartment)) return 'sales';
  if (/marketing|content|media|communication/i.test(templateDepartment)) return 'marketing';
  if (/finance|banking|accounting|procurement/i.test(templateDepartment)) return 'finance';
  return 'engineering';
}

export interface CompanyReviews {
  reviews: SeedReview[];
  /** The votes behind the reviews' like, dislike and helpful counts (./review-votes.server.ts). */
  reviewVotes: SeedReviewVote[];
}

/**
 * Company reviews for the demo data set: every company gets 3 to 9 reviews by different seekers
 * over the last two years, with ratings leaning to 3–4 stars, criteria near the overall rating,
 * texts of different lengths, and the write-review form's departments, employment types, work
 * policies and genders. A few reviews were written on a company's page (no criteria). Other
 * seekers voted on them, and each review's counts are exactly its votes.
 */
export function generateCompanyReviews(
  input: CompanyReviewsInput,
  referenceDate: Date,
  seedId: (kind: string, key: string | number) => Types.ObjectId,
): CompanyReviews {
  const faker = new Faker({ locale: [en_IN, en, base], seed: REVIEWS_SEED });
  const now = referenceDate.getTime();
  const reviews: SeedReview[] = [];
  input.companies.forEach((company, companyIndex) => {
    const entry = COMPANIES.find((candidate) => candidate.name === company.company_name);
    const templates = entry ? ROLES_BY_SECTOR[entry.sector] : Object.values(ROLES_BY_SECTOR).flat();
    // a company's mood: some are loved, some are not
    const mood = faker.helpers.arrayElement([-1, 0, 0, 1, 1]);
    const count = faker.number.int({ min: 3, max: 9 });
    const authors = faker.helpers.arrayElements(input.seekers.slice(1), count);
    authors.forEach((author, i) => {
      const template = faker.helpers.arrayElement(templates);
      const base = faker.helpers.weightedArrayElement([
        { weight: 1, value: 1 },
        { weight: 2, value: 2 },
        { weight: 4, value: 3 },
        { weight: 6, value: 4 },
        { weight: 3, value: 5 },
      ]);
      const rating = Math.min(5, Math.max(1, base + (faker.datatype.boolean(0.5) ? mood : 0)));
      const near = () =>
        Math.min(5, Math.max(1, rating + faker.helpers.arrayElement([-1, 0, 0, 1])));
      const fill = (text: string) => text.replaceAll('{city}', company.city);
      const long = faker.datatype.boolean(0.35);
      const pros = faker.helpers
        .arrayElements(PROS, long ? 3 : rating >= 4 ? 2 : 1)
        .map(fill)
        .join(' ');
      const cons = faker.helpers
        .arrayElements(CONS, long ? 3 : rating <= 2 ? 2 : 1)
        .map(fill)
        .join(' ');
      const current = faker.datatype.boolean(0.6);
      const shortForm = faker.datatype.boolean(0.15);
      const criteria = shortForm
        ? {}
        : Object.fromEntries(REVIEW_CRITERION_KEYS.map((key) => [key, near()]));
      reviews.push({
        _id: seedId('review', `${company.company_name}:${i}`),
        company_id: company._id,
        company: company.company_name,
        company_key: companyKey(company.company_name),
        rating,
        ...criteria,
        title: faker.helpers.arrayElement(TITLES[rating]!),
        pros,
        cons,
        ...(faker.datatype.boolean(0.4)
          ? { advice_to_management: faker.helpers.arrayElement(ADVICE) }
          : {}),
        designation: template.role,
        department: departmentOf(template.department),
        employment_type: faker.helpers.weightedArrayElement([
          { weight: 8, value: REVIEW_EMPLOYMENT_TYPES[0] },
          { weight: 1, value: REVIEW_EMPLOYMENT_TYPES[1] },
          { weight: 2, value: REVIEW_EMPLOYMENT_TYPES[2] },
          { weight: 2, value: REVIEW_EMPLOYMENT_TYPES[3] },
        ]),
        work_policy: faker.helpers.arrayElement(WORK_POLICIES),
        currently_works_here: current ? 'yes' : 'no',
        ...(faker.datatype.boolean(0.8)
          ? { employment_duration: faker.helpers.arrayElement(DURATIONS) }
          : {}),
        gender: faker.helpers.weightedArrayElement([
          { weight: 4, value: REVIEW_GENDERS[0] },
          { weight: 5, value: REVIEW_GENDERS[1] },
          { weight: 0.2, value: REVIEW_GENDERS[2] },
          { weight: 1, value: REVIEW_GENDERS[3] },
        ]),
        ...NO_VOTES,
        reports: 0,
        status: 'published',
        user_id: author._id,
        created_at: new Date(
          now - faker.number.int({ min: 1, max: 730 }) * DAY_MS - (companyIndex + i) * HOUR_MS,
        ),
      });
    });
  });
  const reviewVotes = generateReviewVotes(
    { seekers: input.seekers, reviews },
    referenceDate,
    seedId,
  );
  const counts = countVotes(reviewVotes);
  return {
    reviews: reviews.map((review) => ({ ...review, ...counts.get(String(review._id)) })),
    reviewVotes,
  };
}
