import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { openJob } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { pipelineApplicants } from '../../mocks/pipelineFixtures';
import { ApplicantBoard } from './ApplicantBoard';

/** A job's applicants a column per status; Move saves a card's new status (MSW). */
const meta = {
  title: 'Responses/ApplicantBoard',
  component: ApplicantBoard,
  args: { applicants: pipelineApplicants },
  beforeEach({ msw }) {
    msw.use(...handlers.pipeline(openJob, pipelineApplicants));
  },
} satisfies Meta<typeof ApplicantBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeApplicants: Story = {};
export const NoApplicants: Story = { args: { applicants: [] } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
