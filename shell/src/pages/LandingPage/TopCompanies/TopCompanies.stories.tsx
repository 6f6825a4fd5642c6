import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { highlightsReady, highlightsStories } from './highlightsStories';
import { TopCompanies } from './TopCompanies';

/** The landing page's companies by category and hiring most, from GET /api/companies/highlights. */
const meta = {
  title: 'Landing/TopCompanies',
  component: TopCompanies,
  beforeEach: highlightsReady,
} satisfies Meta<typeof TopCompanies>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = highlightsStories.Ready;
export const Loading: Story = highlightsStories.Loading;
export const NoFeaturedCompanies: Story = highlightsStories.NoFeaturedCompanies;
export const Error: Story = highlightsStories.Error;
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
