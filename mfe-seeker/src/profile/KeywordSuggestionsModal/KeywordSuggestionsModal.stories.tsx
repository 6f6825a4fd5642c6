import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import { profile } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { KeywordSuggestionsModal } from './KeywordSuggestionsModal';

/** Loads GET /api/profile/keyword-suggestions when open: each story answers it with MSW. */
const meta = {
  title: 'Profile/KeywordSuggestionsModal',
  component: KeywordSuggestionsModal,
  args: { open: true, skills: profile.skills, onAdd: fn(async () => undefined), onClose: fn() },
  beforeEach({ msw }) {
    msw.use(handlers.keywordSuggestions(['Next.js', 'Webpack', 'Accessibility', 'Storybook']));
  },
} satisfies Meta<typeof KeywordSuggestionsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Suggestions: Story = {};
export const NoSuggestions: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.keywordSuggestions([]));
  },
};
export const Error: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.keywordSuggestionsDown());
  },
};
