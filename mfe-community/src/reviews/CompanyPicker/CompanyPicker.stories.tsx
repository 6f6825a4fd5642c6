import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { handlers } from '../../mocks/handlers';
import type { ReviewedCompany } from '../reviewsApi';
import { CompanyPicker } from './CompanyPicker';

/** A company box with as-you-type suggestions from GET /api/reviews/search (MSW). */
function Picker({ onPick, error }: { onPick: (company: ReviewedCompany) => void; error?: string }) {
  const [text, setText] = useState('');
  return (
    <CompanyPicker
      label="Company name"
      value={text}
      onTextChange={setText}
      onPick={(company) => {
        setText(company.name);
        onPick(company);
      }}
      placeholder="Start typing, or enter a new company"
      maxLength={200}
      error={error}
    />
  );
}

const meta = {
  title: 'Community/CompanyPicker',
  component: Picker,
  args: { onPick: fn() },
  beforeEach({ msw }) {
    msw.use(handlers.companySuggestions());
  },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty. */
export const Empty: Story = {};
/** Typing lists the matching companies; arrows move, Enter picks. */
export const Suggesting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Company name/ }), 'financial');
    await expect(await canvas.findAllByRole('option')).not.toHaveLength(0);
  },
};
/** The suggestions cannot be fetched: a typed name still goes. */
export const SuggestionsDown: Story = {
  beforeEach({ msw }) {
    msw.use(handlers.companySuggestionsDown());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: /Company name/ }), 'Nilgiri');
  },
};
/** With the form's message next to it. */
export const WithError: Story = { args: { error: 'Company name is required' } };
