import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { reviewedCompanies, reviews } from '../../mocks/reviewFixtures';
import { reviewPage } from '../../mocks/reviewsHandlers';
import { BrowseFilters } from './BrowseFilters';

/** Browse reviews by location, industry and company size, each option with its count. */
const { facets } = reviewPage(reviews, reviewedCompanies, new URLSearchParams());

const meta = {
  title: 'Community/BrowseFilters',
  component: BrowseFilters,
  args: { facets, selected: {}, onToggle: fn() },
} satisfies Meta<typeof BrowseFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: every option with the number of reviews it holds. */
export const Counts: Story = {};
/** A location chosen: it is pressed, the other groups count within it. */
export const Chosen: Story = {
  args: {
    selected: { location: 'Bengaluru' },
    facets: reviewPage(reviews, reviewedCompanies, new URLSearchParams({ location: 'Bengaluru' }))
      .facets,
  },
};
/** Before the first page arrives. */
export const Loading: Story = { args: { facets: undefined } };
