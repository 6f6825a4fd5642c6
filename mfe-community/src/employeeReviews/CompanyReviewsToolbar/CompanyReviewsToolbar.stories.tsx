import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { CompanyReviewsFilter } from '../companyReviewsFilter';
import { CompanyReviewsToolbar } from './CompanyReviewsToolbar';

const newest: CompanyReviewsFilter = { sort: 'newest', rating: null, department: null, page: 1 };

/** Sort and the rating and department filters of a company's reviews. */
const meta = {
  title: 'EmployeeReviews/CompanyReviewsToolbar',
  component: CompanyReviewsToolbar,
  args: { filter: newest, onChange: fn() },
  render: function Render(args) {
    const [filter, setFilter] = useState(args.filter);
    return (
      <CompanyReviewsToolbar
        filter={filter}
        onChange={(next) => {
          setFilter(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CompanyReviewsToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Four-star engineering reviews, highest first. */
export const Filtered: Story = {
  args: { filter: { sort: 'highest', rating: 4, department: 'engineering', page: 1 } },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
