import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { highlights } from '../../../mocks/fixtures';
import { handlers } from '../../../mocks/handlers';
import { TopCompanies } from './TopCompanies';

/** The landing page's companies by category and hiring most, from GET /api/companies/highlights. */
const meta = {
  title: 'Landing/TopCompanies',
  component: TopCompanies,
  beforeEach({ msw }) {
    msw.use(handlers.highlights());
  },
} satisfies Meta<typeof TopCompanies>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.highlightsLoading());
  },
};
/** No company is hiring yet: the categories show, the slider does not. */
export const NoFeaturedCompanies: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.highlights({ ...highlights, featured: [] }));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.highlightsDown());
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
