import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { handlers } from '../../mocks/handlers';
import { manyInterviewExperiences } from '../../mocks/interviewExperienceFixtures';
import { infosys, zerodha } from '../../mocks/reviewFixtures';
import { InterviewExperiences } from './InterviewExperiences';

/** A company page's "Interview experiences": counts, cards, pages (GET …/interview-experiences over MSW). */
const meta = {
  title: 'EmployeeReviews/InterviewExperiences',
  component: InterviewExperiences,
  args: { companyId: infosys.id, companyName: infosys.name },
  beforeEach({ msw }) {
    msw.use(...handlers.interviewExperiencesApi());
  },
} satisfies Meta<typeof InterviewExperiences>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** More than a page: Previous / "Page 1 of 2" / Next. */
export const Paged: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...handlers.interviewExperiencesApi({
        experiences: manyInterviewExperiences(infosys.id, 7),
      }),
    );
  },
};
/** None shared yet: an invitation to share the first. */
export const Empty: Story = { args: { companyId: zerodha.id, companyName: zerodha.name } };
/** While loading: placeholders the size of the cards. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.interviewExperiencesLoading());
  },
};
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.interviewExperiencesDown());
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
