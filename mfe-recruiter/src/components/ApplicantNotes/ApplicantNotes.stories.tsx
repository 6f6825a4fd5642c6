import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { openJob } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { pipelineApplicants } from '../../mocks/pipelineFixtures';
import { ApplicantNotes } from './ApplicantNotes';

const [withTag, bare] = pipelineApplicants as [
  (typeof pipelineApplicants)[number],
  (typeof pipelineApplicants)[number],
];

/** The account's own notes and tags on an applicant (MSW keeps them). */
const meta = {
  title: 'Responses/ApplicantNotes',
  component: ApplicantNotes,
  args: {
    applicant: {
      ...withTag,
      notes: [
        {
          id: '6650f1a2c3d4e5f60cccc001',
          text: 'Spoke on the phone: can join in 30 days, open to Pune.\nWants a take-home first.',
          at: '2026-11-18T10:00:00.000Z',
          author: 'Priya Nair',
        },
      ],
    },
  },
  beforeEach({ msw }) {
    msw.use(...handlers.pipeline(openJob, pipelineApplicants));
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByText(/^Notes and tags/));
  },
} satisfies Meta<typeof ApplicantNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNotesAndTags: Story = {};
export const Empty: Story = { args: { applicant: bare } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
