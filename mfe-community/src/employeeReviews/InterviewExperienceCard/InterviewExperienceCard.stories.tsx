import type { Meta, StoryObj } from '@storybook/react-webpack5';
import {
  hdfcSalesModerate,
  infosysBackendHard,
  infosysFresherEasy,
} from '../../mocks/interviewExperienceFixtures';
import { InterviewExperienceCard } from './InterviewExperienceCard';

/** One anonymous interview experience: role, month, difficulty, outcome, questions, tips. */
const meta = {
  title: 'EmployeeReviews/InterviewExperienceCard',
  component: InterviewExperienceCard,
  args: { experience: infosysBackendHard },
} satisfies Meta<typeof InterviewExperienceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field: how it was got, three questions and tips. */
export const Full: Story = {};
/** Moderate and rejected, through a consultancy, without tips. */
export const Rejected: Story = { args: { experience: hdfcSalesModerate } };
/** One question, nothing optional. */
export const Sparse: Story = { args: { experience: infosysFresherEasy } };
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
