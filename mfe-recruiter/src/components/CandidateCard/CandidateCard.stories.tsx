import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Button } from '@rozgar/design-system';
import {
  candidate,
  longTextCandidate,
  savedCandidate,
  sparseCandidate,
} from '../../mocks/fixtures';
import { CandidateCard } from './CandidateCard';

const meta = {
  title: 'Resdex/CandidateCard',
  component: CandidateCard,
  args: { candidate },
} satisfies Meta<typeof CandidateCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Search results show the first three skills, then "+{n} more". */
export const FewSkills: Story = { args: { skillsLimit: 3 } };

export const WithActions: Story = {
  args: {
    candidate: savedCandidate,
    actions: (
      <>
        <Button size="sm" variant="secondary" aria-pressed="true">
          Saved
        </Button>
        <a href="/api/resume/6650f1a2c3d4e5f60cccc002">Download resume of Arjun Deshmukh</a>
      </>
    ),
  },
};

/** Nothing but a name: every other fact says it is not given. */
export const SparseProfile: Story = { args: { candidate: sparseCandidate } };

export const LongTexts: Story = { args: { candidate: longTextCandidate, skillsLimit: 3 } };

export const Phone360: Story = {
  args: { candidate: longTextCandidate },
  globals: { viewport: { value: 'phone360' } },
};
