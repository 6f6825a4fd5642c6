import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { hdfcBank, infosys, zerodha } from '../../mocks/reviewFixtures';
import { ReviewedCompanyCard } from './ReviewedCompanyCard';

/** A company of /employee-reviews: logo or initials, name, rating with its reviews, location. */
const meta = {
  title: 'EmployeeReviews/ReviewedCompanyCard',
  component: ReviewedCompanyCard,
  args: { company: infosys },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewedCompanyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rated: Story = {};
export const WithLogo: Story = {
  args: {
    company: {
      ...hdfcBank,
      logo: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"%3E%3Crect width="10" height="10" fill="%23004c8f"/%3E%3C/svg%3E',
    },
  },
};
/** No reviews yet: no rating at all. */
export const NotReviewed: Story = { args: { company: zerodha } };
export const LongName: Story = {
  args: {
    company: {
      ...infosys,
      name: 'Hindustan Aeronautics Limited — Helicopter Division, Bengaluru Complex',
      location: 'Bengaluru',
    },
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
