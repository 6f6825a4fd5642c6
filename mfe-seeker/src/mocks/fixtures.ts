import type { Job, JobFilterOptions } from '../jobs/jobsApi';
import type { Insights, Profile, ProfileAnswer } from '../profile/profileApi';
import { unfilledProfileFields } from './profileFixtures';

// Realistic data for the seeker's stories: Indian employers, cities and salaries in lakhs per annum
// (LPA, as the BFF stores them). Dates are relative to today, so "Posted 2 days ago" stays true.

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A job as `GET /api/jobs` sends it. */
export const frontendJob: Job = {
  id: '6650f1a2c3d4e5f601234567',
  job_title: 'Senior Frontend Engineer (React)',
  company: 'Infosys',
  company_id: '6650f1a2c3d4e5f600000001',
  location: 'Bengaluru',
  min_salary: 12,
  max_salary: 18,
  min_experience: 3,
  max_experience: 6,
  work_mode: 'Hybrid',
  job_type: 'Full Time',
  employment_category: 'Full Time, Permanent',
  industry: 'IT/ITES',
  role: 'Frontend Developer',
  department: 'Engineering - Software & QA',
  qualification: 'B.Tech/B.E.',
  vacancies: 4,
  skills: ['React', 'TypeScript', 'styled-components', 'Jest', 'Webpack', 'Accessibility'],
  job_description:
    'Build the customer portal used by 2 lakh bank employees across India: fast, accessible pages in React and TypeScript, shipped every week.',
  candidate_profile: '3–6 years building production React apps; comfortable with TypeScript.',
  requirements: 'Strong JavaScript fundamentals, component testing, and code reviews.',
  perks: 'Health insurance for family, Hybrid work, Learning budget of ₹50,000 a year',
  about_company:
    'Infosys is a global leader in next-generation digital services and consulting, headquartered in Bengaluru.',
  rating: 4.1,
  reviews: 1280,
  is_active: true,
  created_at: daysAgo(2),
  expiry_date: inDays(60),
};

export const fresherJob: Job = {
  ...frontendJob,
  id: '6650f1a2c3d4e5f601234568',
  job_title: 'Graduate Trainee – Data Analytics',
  company: 'Tata Consultancy Services',
  location: 'Pune',
  min_salary: 3.5,
  max_salary: 4.5,
  min_experience: 0,
  max_experience: 1,
  work_mode: 'On-site',
  skills: ['SQL', 'Excel', 'Power BI'],
  rating: undefined,
  reviews: undefined,
  created_at: daysAgo(0),
};

export const longTextJob: Job = {
  ...frontendJob,
  id: '6650f1a2c3d4e5f601234569',
  job_title:
    'Principal Software Development Engineer – Payments Platform, Unified Payments Interface (UPI) Reconciliation and Settlement Services',
  company: 'Hindustan Petroleum Corporation Limited (HPCL) Digital Transformation Centre',
  location: 'Navi Mumbai, Thiruvananthapuram, Bhubaneswar, Visakhapatnam',
  min_salary: 45,
  max_salary: 75,
  min_experience: 12,
  max_experience: 20,
  skills: [
    'Distributed Systems',
    'Java',
    'Kafka',
    'PostgreSQL',
    'Kubernetes',
    'UPI',
    'NPCI integrations',
    'Site Reliability Engineering',
  ],
};

export const expiredJob: Job = {
  ...frontendJob,
  id: '6650f1a2c3d4e5f601234570',
  job_title: 'Backend Engineer (Node.js)',
  company: 'Zerodha',
  is_active: false,
  expiry_date: daysAgo(3),
};

export const jobWithSkillMatch: Job = {
  ...frontendJob,
  skill_match: { matched: ['React', 'TypeScript', 'Jest'], missing: ['Webpack', 'Accessibility'] },
};

/** A seeker's full profile as `GET /api/profile` returns it. */
export const profile: Profile = {
  id: '6650f1a2c3d4e5f60bbbb001',
  user_id: '6650f1a2c3d4e5f60dddd001',
  full_name: 'Ananya Krishnan',
  email: 'ananya.krishnan@example.in',
  phone: '+91 98450 12345',
  gender: 'Female',
  dob: '1997-08-14',
  address: '14th Cross, Indiranagar, Bengaluru',
  pin_code: '560038',
  education: 'B.Tech',
  institution: 'PES University, Bengaluru',
  field_of_study: 'Computer Science',
  graduation_year: 2019,
  skills: ['React', 'TypeScript', 'Redux', 'Jest', 'GraphQL', 'Figma'],
  curr_role: 'Frontend Developer',
  job_type: 'Full Time',
  availability: '1 Month',
  pref_location: 'Bengaluru, Pune',
  company: 'Razorpay',
  experience: 4,
  profile_summary:
    'Frontend developer with 4 years of experience building payment dashboards used by 8 lakh merchants.',
  languages: [
    { id: '6650f1a2c3d4e5f60cccc001', language: 'English', proficiency: 'Advanced' },
    { id: '6650f1a2c3d4e5f60cccc002', language: 'Kannada', proficiency: 'Advanced' },
    { id: '6650f1a2c3d4e5f60cccc003', language: 'Hindi', proficiency: 'Intermediate' },
  ],
  internships: [
    {
      id: '6650f1a2c3d4e5f60cccc004',
      company: 'Swiggy',
      position: 'Frontend Intern',
      duration: '6 months',
      description: 'Built the restaurant partner onboarding flow.',
    },
  ],
  projects: [
    {
      id: '6650f1a2c3d4e5f60cccc005',
      title: 'UPI settlement dashboard',
      duration: '4 months',
      technologies: 'React, D3, Node.js',
      description: 'Daily settlement charts for the finance team.',
    },
  ],
  employment: [
    {
      id: '6650f1a2c3d4e5f60cccc006',
      company: 'Razorpay',
      jobTitle: 'Frontend Developer',
      duration: '3 years',
      description: 'Merchant dashboard and checkout pages.',
    },
  ],
  academic_achievements: [
    {
      id: '6650f1a2c3d4e5f60cccc007',
      title: 'Gold medal, Computer Science',
      institution: 'PES University',
      year: '2019',
      description: 'First in the batch of 420.',
    },
  ],
};

/** A new seeker: nothing but a name and an e-mail. */
export const newProfile: Profile = {
  ...profile,
  full_name: 'Rohit Patil',
  email: 'rohit.patil@example.in',
  ...unfilledProfileFields(),
};

export const longTextProfile: Profile = {
  ...profile,
  full_name: 'Venkata Satya Sai Lakshmi Narasimha Subrahmanyam Chakravarthula',
  email: 'venkata.satya.sai.lakshmi.narasimha@very-long-domain-name.example.co.in',
  curr_role: 'Associate Vice President – Enterprise Architecture, Core Banking Transformation',
  pref_location: 'Bengaluru, Pune, Hyderabad, Chennai, Navi Mumbai, Thiruvananthapuram, Kochi',
  profile_summary: Array.from(
    { length: 5 },
    () =>
      'Architect of core banking platforms for public sector banks, leading teams of 60 engineers across Pune and Hyderabad.',
  ).join(' '),
};

export const answer = (seeker: Profile, percent: number): ProfileAnswer => ({
  profile: seeker,
  completeness: {
    filled: Math.round((percent / 100) * 12),
    total: 12,
    percent,
    missing: [],
  },
  resume: null,
});

/** `GET /api/profile/insights` of an active seeker. */
export const insights: Insights = {
  applications_by_status: { applied: 14, under_review: 5, interview: 3, accepted: 1, rejected: 4 },
  applications_by_week: [6, 5, 4, 3, 2, 1, 0].map((weeksAgo, index) => ({
    week_start: daysAgo(weeksAgo * 7).slice(0, 10),
    count: [2, 4, 1, 6, 3, 5, 6][index]!,
  })),
  saved_jobs: 9,
  completeness_history: [
    { at: daysAgo(40), percent: 25 },
    { at: daysAgo(30), percent: 50 },
    { at: daysAgo(12), percent: 75 },
    { at: daysAgo(1), percent: 92 },
  ],
};

/** GET /api/jobs/filters as the BFF answers it: each value with the number of open jobs. */
export const jobFilterOptions: JobFilterOptions = {
  experience: [
    { value: '0-1', count: 312 },
    { value: '1-3', count: 1840 },
    { value: '3-5', count: 1422 },
    { value: '5-10', count: 960 },
    { value: '10+', count: 214 },
  ],
  salary: [
    { value: '0-3', count: 540 },
    { value: '3-6', count: 1620 },
    { value: '6-10', count: 1310 },
    { value: '10-15', count: 720 },
    { value: '15+', count: 402 },
  ],
  locations: [
    { value: 'Bengaluru', count: 1480 },
    { value: 'Pune', count: 820 },
    { value: 'Hyderabad', count: 760 },
    { value: 'Chennai', count: 540 },
    { value: 'Delhi NCR', count: 610 },
    { value: 'Mumbai', count: 590 },
  ],
  workModes: [
    { value: 'On-site', count: 2410 },
    { value: 'Hybrid', count: 1530 },
    { value: 'Remote', count: 460 },
  ],
  industries: [
    { value: 'IT Services', count: 1910 },
    { value: 'Finance', count: 720 },
    { value: 'Manufacturing', count: 380 },
    { value: 'Healthcare', count: 240 },
  ],
  roles: [
    { value: 'Frontend Developer', count: 410 },
    { value: 'Data Analyst', count: 380 },
    { value: 'Sales Executive', count: 350 },
  ],
  departments: [
    { value: 'Engineering - Software & QA', count: 1620 },
    { value: 'Sales & Business Development', count: 690 },
  ],
};
