import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { highlightsReady, highlightsStories } from './TopCompanies/highlightsStories';
import { LandingPage } from './LandingPage';

/**
 * The landing page for visitors (docs/product/public-pages-and-services.md#landing-page): the
 * hero search, the AI resume banner, top companies from GET /api/companies/highlights and the
 * services.
 */
const meta = {
  title: 'Pages/LandingPage',
  component: LandingPage,
  parameters: { layout: 'fullscreen', route: '/' },
  beforeEach: highlightsReady,
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = highlightsStories.Ready;
export const Loading: Story = highlightsStories.Loading;
export const NoFeaturedCompanies: Story = highlightsStories.NoFeaturedCompanies;
/** The companies could not be loaded; the search and the services still work. */
export const CompaniesError: Story = highlightsStories.Error;
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
