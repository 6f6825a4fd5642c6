import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { openJob } from '../../mocks/fixtures';
import { pipelineApplicantFixture } from '../../mocks/pipelineFixtures';
import { ApplicantScreening } from './ApplicantScreening';

const answers = [
  {
    question_id: '6650f1a2c3d4e5f6010000a1',
    question: 'Can you join within 30 days?',
    type: 'yes_no' as const,
    answer: 'yes',
  },
  {
    question_id: '6650f1a2c3d4e5f6010000a3',
    question: 'How would you rate your TypeScript?',
    type: 'rating' as const,
    answer: 4,
  },
];

/** An applicant's pre-screening as the recruiter sees it on their card in Manage Responses. */
const meta = {
  title: 'Responses/ApplicantScreening',
  component: ApplicantScreening,
  args: {
    applicant: pipelineApplicantFixture(openJob.id, 'ananya', 'applied', {}, { answers }),
  },
} satisfies Meta<typeof ApplicantScreening>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MeetsCriteria: Story = {};
/** Rejected by the criteria on applying: the reason, for the recruiter only. */
export const AutoRejected: Story = {
  args: {
    applicant: pipelineApplicantFixture(
      openJob.id,
      'rohit',
      'rejected',
      {},
      {
        answers: [{ ...answers[0]!, answer: 'no' }],
        meets_criteria: false,
        unmet_criteria: ['1 year of experience, 3 required', 'React is missing from the profile'],
        rejection_reason: 'Experience 1 year is below the minimum of 3 years',
      },
    ),
  },
};
