import type { InterviewExperience } from '../interviews/interviewExperiencesApi';
import { hdfcBank, infosys } from './reviewFixtures';

// Interview experiences as the BFF sends them (never an author), for the mocks, tests and stories.

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export const infosysBackendHard: InterviewExperience = {
  id: '6650f1a2c3d4e5f6088c0001',
  company_id: infosys.id,
  company: infosys.name,
  role: 'Senior Backend Engineer (Node.js)',
  interview_date: '2026-09',
  difficulty: 'hard',
  outcome: 'selected',
  source: 'referral',
  questions: [
    'Design a rate limiter for a public API.',
    'How did you use MongoDB in your last project?',
    'What is your notice period, and can it be bought out?',
  ],
  experience:
    '3 rounds: an online aptitude test, a video call with the hiring manager, a face-to-face round at the Bengaluru office. Every answer led to a deeper follow-up question; it was exhausting but fair. HR called within a week with an offer.',
  tips: 'Know every line of your resume; they picked projects from it.',
  created_at: daysAgo(20),
};

export const infosysFresherEasy: InterviewExperience = {
  id: '6650f1a2c3d4e5f6088c0002',
  company_id: infosys.id,
  company: infosys.name,
  role: 'Graduate Engineer Trainee',
  interview_date: '2026-06',
  difficulty: 'easy',
  outcome: 'no_response',
  questions: ['Tell me about yourself.'],
  experience: 'One round: a telephonic screening. The questions were basic. I never heard back.',
  created_at: daysAgo(120),
};

export const hdfcSalesModerate: InterviewExperience = {
  id: '6650f1a2c3d4e5f6088c0003',
  company_id: hdfcBank.id,
  company: hdfcBank.name,
  role: 'Relationship Manager',
  interview_date: '2026-08',
  difficulty: 'moderate',
  outcome: 'rejected',
  source: 'consultancy',
  questions: ['Sell me this pen.', 'A client says our price is too high. What do you say?'],
  experience:
    'A fair process: a few tricky questions, nothing unreasonable. A polite rejection mail came two weeks later.',
  created_at: daysAgo(60),
};

export const interviewExperiences: InterviewExperience[] = [
  infosysBackendHard,
  hdfcSalesModerate,
  infosysFresherEasy,
];

/** `count` experiences of one company, newest first (for paging). */
export function manyInterviewExperiences(companyId: string, count: number): InterviewExperience[] {
  return Array.from({ length: count }, (_, i) => ({
    ...infosysFresherEasy,
    id: `6650f1a2c3d4e5f6089c${String(i).padStart(4, '0')}`,
    company_id: companyId,
    role: `Role ${i + 1}`,
    created_at: daysAgo(i + 1),
  }));
}
