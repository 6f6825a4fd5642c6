import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { companyId, interviewPage } from '../../mocks/companyFixtures';
import { handlers } from '../../mocks/handlers';
import { InterviewHighlights } from './InterviewHighlights';

const id = companyId(1);

/** A company's latest interview experiences. */
const meta = {
  title: 'Companies/InterviewHighlights',
  component: InterviewHighlights,
  args: { companyId: id },
  beforeEach({ msw }) {
    msw.use(handlers.interviews(id, interviewPage(id, 7)));
  },
} satisfies Meta<typeof InterviewHighlights>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Shared: Story = {};
export const NoneShared: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.interviews(id));
  },
};
