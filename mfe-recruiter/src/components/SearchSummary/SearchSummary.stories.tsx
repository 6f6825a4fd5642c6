import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { SearchSummary } from './SearchSummary';

/** `/advanced-search` with results: the folded form as what was searched, and Edit search. */
const meta = {
  title: 'Resdex/SearchSummary',
  component: SearchSummary,
  args: {
    criteria: {
      keywords: 'Java AND "Spring Boot"',
      noticePeriods: ['Immediate', '15 days'],
      activePeriod: 6,
    },
    onEdit: fn(),
  },
} satisfies Meta<typeof SearchSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Criteria: Story = {};
export const AllCandidates: Story = { args: { criteria: { activePeriod: 6 } } };
export const LongCriteria: Story = {
  args: {
    criteria: {
      keywords:
        '(Java OR Kotlin) AND "Spring Boot" AND (Kafka OR RabbitMQ) NOT "fresher" NOT intern',
      anyKeywords: 'PostgreSQL, MongoDB, Redis, Elasticsearch',
      location: 'Bengaluru',
      skills: ['Java', 'Spring Boot', 'Kafka', 'Kubernetes', 'AWS'],
      activePeriod: 3,
    },
  },
};
export const Phone360: Story = { globals: { viewport: { value: 'phone360' } } };
