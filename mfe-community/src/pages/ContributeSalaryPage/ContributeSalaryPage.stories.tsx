import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SEEKER, signedInAs } from '../../../../.storybook/session';
import { handlers } from '../../mocks/handlers';
import { ContributeSalaryPage } from './ContributeSalaryPage';

/** `/contribute-salary`: suggestions from GET /api/reviews/search, stored by POST /api/salaries (MSW). */
const meta = {
  title: 'Pages/ContributeSalaryPage',
  component: ContributeSalaryPage,
  parameters: { layout: 'fullscreen', route: '/contribute-salary' },
} satisfies Meta<typeof ContributeSalaryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A job seeker: pick or type a company, fill in the salary, submit. */
export const Ready: Story = {
  beforeEach({ msw }) {
    msw.use(...handlers.reviewsApi(), handlers.salaryContributions());
    return signedInAs(SEEKER);
  },
};
/** A visitor is asked to log in first. */
export const Visitor: Story = {
  beforeEach({ msw }) {
    msw.use(...handlers.reviewsApi(), handlers.salaryContributions({ loggedIn: false }));
    return signedInAs(null);
  },
};
/** The server refuses the designation: its message shows next to the field. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...handlers.reviewsApi(),
      handlers.salaryContributionRefuses(
        'Designation contains language that is not allowed. Please rephrase it.',
      ),
    );
    return signedInAs(SEEKER);
  },
};
export const Phone360: Story = {
  ...Ready,
  globals: { viewport: { value: 'phone360' } },
};
