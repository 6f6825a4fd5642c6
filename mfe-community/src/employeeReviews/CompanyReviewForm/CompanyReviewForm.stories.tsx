import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { CompanyReviewForm } from './CompanyReviewForm';

/** The company page's short form: Overall Rating, Review Title, Pros, Cons; Advice optional. */
const meta = {
  title: 'EmployeeReviews/CompanyReviewForm',
  component: CompanyReviewForm,
  args: { companyName: 'Infosys', onSubmit: fn(async () => true), submitting: false },
} satisfies Meta<typeof CompanyReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Submitting: Story = { args: { submitting: true } };
/** The server refused the last try. */
export const Refused: Story = {
  args: { serverError: 'Pros contains language that is not allowed. Please rephrase it.' },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
