import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { compareKeywords } from '../compareKeywords';
import { KeywordResults } from './KeywordResults';

const resume =
  'Frontend developer, 4 years at Razorpay. React, TypeScript, Redux, Jest and GraphQL; merchant dashboards and checkout pages used by 8 lakh merchants.';
const job =
  'Senior Frontend Engineer in Bengaluru. React, TypeScript, Webpack, accessibility, performance budgets, Storybook and design systems. Mentoring juniors, code reviews.';

const meta = {
  title: 'Resume optimizer/KeywordResults',
  component: KeywordResults,
  args: { result: compareKeywords(resume, job) },
} satisfies Meta<typeof KeywordResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartialMatch: Story = {};
export const FullMatch: Story = { args: { result: compareKeywords(job, job) } };
export const NoMatch: Story = {
  args: { result: compareKeywords('Payroll, GST filing, Tally', job) },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
