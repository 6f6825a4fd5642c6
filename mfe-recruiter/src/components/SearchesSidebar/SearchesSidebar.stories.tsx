import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { recentSearch, savedSearch } from '../../mocks/fixtures';
import { SearchesSidebar } from './SearchesSidebar';

const meta = {
  title: 'Resdex/SearchesSidebar',
  component: SearchesSidebar,
  args: {
    state: { status: 'ready', recent: [recentSearch], saved: [savedSearch] },
    onApply: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof SearchesSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = { args: { state: { status: 'ready', recent: [], saved: [] } } };
export const Error: Story = {
  args: { state: { status: 'error', message: 'Database unavailable, please try again shortly' } },
};
export const LongTexts: Story = {
  args: {
    state: {
      status: 'ready',
      recent: [
        {
          ...recentSearch,
          query:
            'Java, Spring Boot, Kafka, PostgreSQL, Kubernetes, AWS · 8–15 years · Bengaluru, Hyderabad, Pune, Chennai · willing to relocate',
        },
      ],
      saved: [
        { ...savedSearch, title: 'Senior backend engineers for the UPI settlement platform' },
      ],
    },
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
