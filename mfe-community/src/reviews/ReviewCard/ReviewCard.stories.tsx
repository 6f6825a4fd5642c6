import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { byjusShort, hdfcSales, infosysEngineer } from '../../mocks/reviewFixtures';
import { ReviewCard } from './ReviewCard';

/** A review on /company-reviews: the company, who wrote it, the liked text, tags and the votes. */
const meta = {
  title: 'Community/ReviewCard',
  component: ReviewCard,
  args: { review: infosysEngineer, onVote: fn(), onReport: fn(async () => undefined) },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 720 }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Designation, every tag rated, votes from the server. */
export const Full: Story = {};
/** No designation: the department shows; the company's picture as its logo. */
export const ByDepartment: Story = { args: { review: hdfcSales } };
/** Neither designation nor department, criteria unrated: N/A, initials for the logo. */
export const Sparse: Story = { args: { review: byjusShort } };
/** While a vote is on its way, the vote buttons wait. */
export const Voting: Story = { args: { voting: true } };
/** Reporting: the form open with a reason and optional details (checked by axe as it is). */
export const Reporting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Report' }));
    await userEvent.selectOptions(canvas.getByLabelText('Why are you reporting it?'), 'fake');
    await userEvent.type(canvas.getByLabelText(/^Details/), 'Not an employee.');
    await expect(canvas.getByRole('button', { name: 'Send report' })).toBeEnabled();
  },
};
