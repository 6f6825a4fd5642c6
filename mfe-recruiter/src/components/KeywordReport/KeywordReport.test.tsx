import { ThemeProvider } from '@rozgar/design-system';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  goodJobAnalysis,
  noKeywordsAnalysis,
  shortDraftAnalysis,
} from '../../mocks/keywordFixtures';
import { KeywordReport, type KeywordReportProps } from './KeywordReport';

const show = (props: KeywordReportProps) =>
  render(
    <ThemeProvider>
      <KeywordReport {...props} />
    </ThemeProvider>,
  );

const section = (name: string) => screen.getByRole('region', { name });

describe('KeywordReport', () => {
  it('shows the score as a meter with its number in words and the checks met', () => {
    show({ analysis: shortDraftAnalysis });
    const meter = screen.getByRole('meter', { name: 'Keyword score' });
    expect(meter).toHaveAttribute('aria-valuenow', '40');
    expect(meter).toHaveAttribute('aria-valuetext', '40 out of 100');
    expect(screen.getByText('2 of 5 checks met')).toBeVisible();
    expect(
      screen.getByText(
        'Keywords from 42 open jobs in IT/ITES, weighted by what seekers search for.',
      ),
    ).toBeVisible();
  });

  it('lists each rule, met or not in words, with what the text has and the advice', () => {
    show({ analysis: shortDraftAnalysis });
    const rules = within(section('Checks')).getAllByRole('listitem');
    expect(rules.map((rule) => rule.textContent)).toEqual([
      '✗ Not metTitle length: 3 words (5 to 10)Make your title longer and more descriptive',
      '✗ Not metDescription length: 120 words (at least 300)Make your job description longer (aim for at least 300 words)',
      '✓ MetA high-relevance keyword in the titleYour title has a high-relevance keyword',
      '✓ MetAverage keyword density: 2.5 % (above 0.5 % and below 3 %)Good keyword density',
      '✗ Not metDistinct keywords: 4 (at least 5)Use at least 5 different relevant keywords (see the suggestions)',
    ]);
  });

  it('lists the keywords found with uses and density, the missing, overused and suggested ones', () => {
    show({ analysis: shortDraftAnalysis });
    const rows = within(section('Keywords found')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'KeywordUsesDensity',
      'react75.6 %',
      'javascript32.4 %',
      'css10.8 %',
      'frontend21.6 %',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Missing keywords' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['typescript', 'redux', 'next.js', 'jest', 'html']);
    expect(screen.getByRole('list', { name: 'Overused keywords' })).toHaveTextContent(
      'react, used 7 times',
    );
    const suggestions = within(section('Suggestions')).getAllByRole('listitem');
    expect(suggestions).toHaveLength(10);
    expect(suggestions[0]).toHaveTextContent('typescript relevance 93 %');
    // Listed only, where nothing can take them.
    expect(within(section('Suggestions')).queryByRole('button')).toBeNull();
  });

  it('adds a suggestion with its button, once: an added one says so', async () => {
    const onAdd = vi.fn();
    const { rerender } = show({ analysis: shortDraftAnalysis, onAdd, addTo: 'key skills' });
    await userEvent.click(screen.getByRole('button', { name: 'Add redux to key skills' }));
    expect(onAdd).toHaveBeenCalledWith('redux');

    rerender(
      <ThemeProvider>
        <KeywordReport
          analysis={shortDraftAnalysis}
          onAdd={onAdd}
          added={new Set(['redux'])}
          addTo="key skills"
        />
      </ThemeProvider>,
    );
    const added = screen.getByRole('button', { name: 'redux added to key skills' });
    expect(added).toHaveTextContent('Added');
    expect(added).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(added);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('says when a list is empty', () => {
    show({ analysis: goodJobAnalysis });
    expect(screen.getByRole('meter', { name: 'Keyword score' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(
      screen.getByText('No suggestion: the text already has the most relevant keywords.'),
    ).toBeVisible();
    expect(screen.getByText('None: no highly relevant keyword is missing.')).toBeVisible();
    expect(screen.getByText('None: no keyword is used more than 5 times.')).toBeVisible();
    expect(
      screen.getByText(
        'Keywords from 12 open jobs for the role "Frontend Developer", weighted by what seekers search for.',
      ),
    ).toBeVisible();
  });

  it('says when no keyword is found', () => {
    show({ analysis: noKeywordsAnalysis });
    expect(screen.getByText('No relevant keyword found yet.')).toBeVisible();
    expect(screen.getByText('0 of 5 checks met')).toBeVisible();
    expect(
      screen.getByText(
        'Keywords from all 318 open jobs on Rozgar, weighted by what seekers search for.',
      ),
    ).toBeVisible();
  });
});
