import type { JobQuestions } from '../jobs/seekerJobsApi';

/**
 * A job's pre-screening questions as `GET /api/jobs/{jobId}/questions` sends them
 * (docs/product/recruiter-tools-and-workspace.md#pre-screening): one of each kind, two required.
 */
export const prescreeningQuestions: JobQuestions['questions'] = [
  {
    id: '6650f1a2c3d4e5f6010000b1',
    text: 'Can you join within 30 days?',
    type: 'yes_no',
    required: true,
    options: [],
  },
  {
    id: '6650f1a2c3d4e5f6010000b2',
    text: 'Which shift do you prefer?',
    type: 'multiple_choice',
    required: false,
    options: ['Day', 'Night', 'Either'],
  },
  {
    id: '6650f1a2c3d4e5f6010000b3',
    text: 'How would you rate your SQL?',
    type: 'rating',
    required: true,
    options: [],
  },
  {
    id: '6650f1a2c3d4e5f6010000b4',
    text: 'Anything else the recruiter should know?',
    type: 'text',
    required: false,
    options: [],
  },
];
