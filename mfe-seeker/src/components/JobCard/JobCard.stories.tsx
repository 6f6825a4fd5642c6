import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '@rozgar/design-system';
import { fn } from 'storybook/test';
import {
  expiredJob,
  fresherJob,
  frontendJob,
  jobWithSkillMatch,
  longTextJob,
} from '../../mocks/fixtures';
import { JobCard } from './JobCard';

const meta = {
  title: 'Jobs/JobCard',
  component: JobCard,
  args: { job: frontendJob },
  parameters: { backgrounds: { value: 'page' } },
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without `onOpen` the title links to the job's details page. */
export const LinksToDetails: Story = {};

/** With `onOpen` (the search results) the title opens the details dialog, and so does the card. */
export const OpensDialog: Story = { args: { onOpen: fn() } };

export const WithActions: Story = {
  args: {
    onOpen: fn(),
    actions: (
      <div style={{ display: 'flex', gap: 8 }}>
        <Button size="sm">Apply Now</Button>
        <Button size="sm" variant="secondary">
          Save
        </Button>
      </div>
    ),
  },
};

/** The seeker is signed in: the job carries their skill match. */
export const WithSkillMatch: Story = { args: { job: jobWithSkillMatch } };

/** A fresher's job posted today, with no company reviews yet: no rating is shown. */
export const FresherWithoutRating: Story = { args: { job: fresherJob } };

export const LongTexts: Story = { args: { job: longTextJob } };

export const Expired: Story = { args: { job: expiredJob } };

export const Phone360: Story = {
  args: { job: longTextJob },
  globals: { viewport: { value: 'phone360' } },
};

/** Its recruiter's account usually answers within 2 days (the responsiveness badge). */
export const Responsive: Story = { args: { job: { ...frontendJob, responds_within_days: 2 } } };
