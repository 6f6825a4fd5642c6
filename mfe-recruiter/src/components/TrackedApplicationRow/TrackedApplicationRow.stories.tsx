import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { longTitleJob, openJob } from '../../mocks/fixtures';
import { trackedFixture, trackingHandlers } from '../../mocks/trackingHandlers';
import { TrackedApplicationRow } from './TrackedApplicationRow';

const REACT = { id: openJob.id, title: openJob.job_title };
const full = trackedFixture('Anita Desai', REACT);
const sparse = trackedFixture(null, REACT, {
  status: 'under_review',
  applicant: { full_name: null, experience: null, location: null },
});
const long = trackedFixture(
  'Venkatanarasimharajuvaripeta Lakshmi Subramanian',
  { id: longTitleJob.id, title: longTitleJob.job_title },
  {
    applicant: {
      full_name: 'Venkatanarasimharajuvaripeta Lakshmi Subramanian',
      experience: 12,
      location: 'Thiruvananthapuram',
    },
  },
);

/** One application on the recruiter's application tracking; Update saves the status (MSW). */
const meta = {
  title: 'Tracking/TrackedApplicationRow',
  component: TrackedApplicationRow,
  args: { application: full },
  beforeEach({ msw }) {
    msw.use(...trackingHandlers.trackedApplications([full, sparse, long]));
  },
} satisfies Meta<typeof TrackedApplicationRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
/** No name, experience or location in the profile: "Unknown Candidate", "Not provided". */
export const Sparse: Story = { args: { application: sparse } };
export const LongTexts: Story = { args: { application: long } };
export const Phone: Story = {
  globals: { viewport: { value: 'phone360' } },
};
