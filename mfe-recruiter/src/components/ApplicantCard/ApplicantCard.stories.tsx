import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { openJob } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { pipelineApplicants } from '../../mocks/pipelineFixtures';
import { ApplicantCard } from './ApplicantCard';

const [full, sparse, long] = pipelineApplicants as [
  (typeof pipelineApplicants)[number],
  (typeof pipelineApplicants)[number],
  (typeof pipelineApplicants)[number],
];

/** One applicant on Manage Responses; Update saves the chosen status (MSW). */
const meta = {
  title: 'Responses/ApplicantCard',
  component: ApplicantCard,
  args: { applicant: full, selected: false, onSelect: fn(), onViewResume: fn() },
  beforeEach({ msw }) {
    msw.use(...handlers.pipeline(openJob, pipelineApplicants));
  },
} satisfies Meta<typeof ApplicantCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field the profile can give: phone, current job, expected salary, notice period. */
export const Full: Story = {};
export const Selected: Story = { args: { selected: true } };
/** A profile with little in it: "Not provided", no salary or notice period, no resume. */
export const Sparse: Story = { args: { applicant: sparse } };
export const LongTexts: Story = { args: { applicant: long } };
/** The server refuses the update: the select goes back and the toast gives the reason. */
export const UpdateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.statusRefused());
  },
};
export const Phone360: Story = {
  args: { applicant: long },
  globals: { viewport: { value: 'phone360' } },
};
