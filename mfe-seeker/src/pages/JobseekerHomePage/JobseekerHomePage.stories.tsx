import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import type { Community, RecommendedJob, Review } from '../../home/homeApi';
import { answer, fresherJob, frontendJob, longTextJob, profile } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { JobseekerHomePage } from './JobseekerHomePage';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** The newest reviews as GET /api/reviews sends them. */
const reviews: Review[] = [
  {
    id: '6650f1a2c3d4e5f60cccc201',
    company_id: '6650f1a2c3d4e5f600000001',
    company: 'Infosys',
    rating: 4,
    work_life_balance: 4,
    salary: 3,
    skill_development: 5,
    title: 'Great place to learn, slow appraisals',
    pros: 'Structured training at the Mysuru campus and good exposure to large clients.',
    cons: 'Appraisals are slow and the bell curve decides most of the hike.',
    designation: 'Senior Systems Engineer',
    department: 'engineering',
    likes: 42,
    dislikes: 3,
    helpful_count: 38,
    created_at: daysAgo(2),
  },
  {
    id: '6650f1a2c3d4e5f60cccc202',
    company_id: '6650f1a2c3d4e5f600000002',
    company: 'Tata Consultancy Services',
    rating: 3,
    work_life_balance: 3,
    salary: 2,
    skill_development: 4,
    title: 'Stable job for freshers',
    pros: 'Job security, cab facility in Pune and a supportive team.',
    cons: 'Salary for freshers is below the market.',
    department: 'finance',
    likes: 17,
    dislikes: 5,
    helpful_count: 12,
    created_at: daysAgo(6),
  },
];

/** The communities as GET /api/communities sends them. */
const communities: Community[] = [
  {
    id: '6650f1a2c3d4e5f60dddd301',
    name: 'Frontend Engineers Bengaluru',
    description: 'React, accessibility and performance meetups every second Saturday.',
    member_count: 12840,
    created_at: daysAgo(300),
  },
  {
    id: '6650f1a2c3d4e5f60dddd302',
    name: 'Freshers Pune',
    description: 'Campus-to-corporate tips, referrals and mock interviews.',
    member_count: 4310,
    created_at: daysAgo(120),
  },
];

/** "Recommended for you" as GET /api/jobs/recommended sends it: each job with its reasons. */
const recommended: RecommendedJob[] = [
  {
    ...frontendJob,
    reasons: {
      skills: { matched: 4, total: 5 },
      location: frontendJob.location,
      experience: { min: 2, max: 5 },
    },
  },
  { ...fresherJob, reasons: { skills: { matched: 1, total: 5 }, job_type: 'Full Time' } },
  { ...longTextJob, reasons: {} },
];

/**
 * `/jobseeker-home` (docs/product/seeker-home.md): the profile board, quick links, the recommended jobs,
 * company reviews and communities, each panel with its own loading, empty and error state (MSW).
 */
const meta = {
  title: 'Pages/JobseekerHomePage',
  component: JobseekerHomePage,
  parameters: { layout: 'fullscreen', route: '/jobseeker-home' },
  beforeEach({ msw }) {
    msw.use(
      handlers.profile(answer(profile, 92)),
      handlers.recommendedJobs(recommended),
      handlers.reviews(reviews),
      handlers.communities(communities),
    );
    return signedInAs(SEEKER);
  },
} satisfies Meta<typeof JobseekerHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.pending('get', '/api/profile'),
      handlers.pending('get', '/api/jobs/recommended'),
      handlers.pending('get', '/api/reviews'),
      handlers.pending('get', '/api/communities'),
    );
  },
};
/** No open job, review or community yet. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.recommendedJobs([]), handlers.reviews([]), handlers.communities([]));
  },
};
/** Every panel failed on its own; each has its Retry. */
export const Error: Story = {
  beforeEach({ msw }) {
    const down = 'Database unavailable, please try again shortly';
    msw.use(
      handlers.refuses('get', '/api/profile', down),
      handlers.refuses('get', '/api/jobs/recommended', down),
      handlers.refuses('get', '/api/reviews', down),
      handlers.refuses('get', '/api/communities', down),
    );
  },
};
/** Nothing on the profile to recommend by: the newest jobs, and a prompt to add skills. */
export const NotPersonalised: Story = {
  beforeEach({ msw }) {
    msw.use(
      handlers.recommendedJobs(
        recommended.map((job) => ({ ...job, reasons: {} })),
        false,
      ),
    );
  },
};
export const SignedOut: Story = { beforeEach: () => signedInAs(null) };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
