import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { fn } from 'storybook/test';
import {
  goodJobAnalysis,
  noKeywordsAnalysis,
  shortDraftAnalysis,
} from '../../mocks/keywordFixtures';
import { KeywordReport } from './KeywordReport';
import { KeywordReportSkeleton } from './KeywordReportSkeleton';

/**
 * What the keyword optimiser found in a job's text: the score, the five checks with their advice,
 * the keywords found, suggestions (with Add on Post a Job), missing and overused keywords.
 */
const meta = {
  title: 'Keywords/KeywordReport',
  component: KeywordReport,
  args: { analysis: shortDraftAnalysis },
} satisfies Meta<typeof KeywordReport>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short draft: 40 / 100, three checks not met. */
export const ShortDraft: Story = {};
/** On Post a Job: each suggestion adds itself to the key skills; two are added. */
export const WithAdd: Story = {
  args: { onAdd: fn(), added: new Set(['typescript', 'redux']), addTo: 'key skills' },
};
export const EveryCheckMet: Story = { args: { analysis: goodJobAnalysis } };
/** Nothing relevant in the text. */
export const NoKeywords: Story = { args: { analysis: noKeywordsAnalysis } };
export const Analysing: Story = { render: () => <KeywordReportSkeleton /> };
export const Phone360: Story = {
  args: { onAdd: fn(), addTo: 'key skills' },
  globals: { viewport: { value: 'phone360' } },
};
