import type { Types } from 'mongoose';
import { DEMO_RECRUITER, seedId, type SeedData, type SeedDocument } from './generate.server';

/*
 * Seeded pre-screening (docs/product/recruiter-tools-and-workspace.md#pre-screening): the demo
 * recruiter's three oldest open jobs get questions and filter criteria — one with auto-reject on
 * and a minimum experience, one with it on for a manager's role, one with questions only — so
 * `/prescreening`, the apply dialog and Manage Responses show real sets. The oldest ones are
 * chosen so the journeys that apply to the newest jobs are not asked anything. No faker: derived
 * from the jobs alone.
 */

interface SeedQuestion {
  text: string;
  type: 'text' | 'yes_no' | 'multiple_choice' | 'rating';
  required: boolean;
  options?: string[];
  expected_answer?: 'yes' | 'no';
}

const SETS: Array<{
  questions: SeedQuestion[];
  criteria: { auto_reject: boolean; min_experience: number; required_skills: string[] };
}> = [
  {
    questions: [
      {
        text: 'Can you work from our office three days a week?',
        type: 'yes_no',
        required: true,
        expected_answer: 'yes',
      },
      {
        text: 'Which data tool have you used the most?',
        type: 'multiple_choice',
        required: false,
        options: ['Spark', 'Airflow', 'dbt', 'Kafka'],
      },
      { text: 'How would you rate your SQL?', type: 'rating', required: true },
    ],
    criteria: { auto_reject: true, min_experience: 3, required_skills: ['SQL'] },
  },
  {
    questions: [
      {
        text: 'Will you have your degree by the joining date?',
        type: 'yes_no',
        required: true,
        expected_answer: 'yes',
      },
      { text: 'Why do you want to join us?', type: 'text', required: false },
    ],
    criteria: { auto_reject: false, min_experience: 0, required_skills: [] },
  },
  {
    questions: [
      { text: 'How many engineers have you managed?', type: 'text', required: true },
      {
        text: 'Have you hired for your own team?',
        type: 'yes_no',
        required: true,
        expected_answer: 'yes',
      },
    ],
    criteria: { auto_reject: true, min_experience: 8, required_skills: [] },
  },
];

const isOpen = (job: SeedDocument, referenceDate: Date) =>
  job.is_active === true &&
  !(job.expiry_date instanceof Date && job.expiry_date.getTime() < referenceDate.getTime());

/** The `job_prescreening` rows of the demo recruiter's three oldest open jobs. */
export function generateJobPrescreening(
  data: Pick<SeedData, 'users' | 'jobs'>,
  referenceDate: Date,
): SeedDocument[] {
  const recruiter = data.users.find((user) => user.email === DEMO_RECRUITER.email);
  if (!recruiter) return [];
  const recruiterId = recruiter._id as Types.ObjectId;
  const oldest = data.jobs
    .filter(
      (job) =>
        (job.recruiter_id as Types.ObjectId | undefined)?.equals(recruiterId) &&
        isOpen(job, referenceDate),
    )
    .sort(
      (a, b) =>
        (a.created_at as Date).getTime() - (b.created_at as Date).getTime() ||
        String(a._id).localeCompare(String(b._id)),
    )
    .slice(0, SETS.length);
  return oldest.map((job, i) => {
    const set = SETS[i]!;
    const key = String(job._id);
    return {
      _id: seedId('job_prescreening', key),
      job_id: job._id,
      questions: set.questions.map((question, n) => ({
        _id: seedId('prescreening_question', `${key}:${n}`),
        options: [],
        expected_answer: null,
        ...question,
      })),
      criteria: set.criteria,
      updated_at: job.created_at,
    };
  });
}
