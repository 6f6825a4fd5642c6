import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { highlights } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
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
  beforeEach({ msw }) {
    msw.use(handlers.highlights());
  },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.highlightsLoading());
  },
};
/** No company is hiring yet: the categories show, the featured companies do not. */
export const NoFeaturedCompanies: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.highlights({ ...highlights, featured: [] }));
  },
};
/** The companies could not be loaded; the search and the services still work. */
export const CompaniesError: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.highlightsDown());
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
