import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { handlers } from '../../mocks/handlers';
import { CommunityPage } from './CommunityPage';

/** `/community`: loads GET /api/communities, answered here by MSW. */
const meta = {
  title: 'Pages/CommunityPage',
  component: CommunityPage,
  parameters: { layout: 'fullscreen', route: '/community' },
} satisfies Meta<typeof CommunityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.communities());
  },
};
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.communitiesLoading());
  },
};
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.communities([]));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.communitiesDown());
  },
};
export const Phone360: Story = {
  ...Ready,
  globals: { viewport: { value: 'phone360' } },
};
