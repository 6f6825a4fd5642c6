import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { compareKeywords } from '../compareKeywords';
import { KeywordResults } from './KeywordResults';

describe('KeywordResults', () => {
  it('shows the score, the top 10 missing keywords by importance and the matched ones', () => {
    const job = `docker docker docker golang golang ${Array.from({ length: 12 }, (_, i) => `skill${'x'.repeat(i + 1)}`).join(' ')} react`;
    renderPage('/', <KeywordResults result={compareKeywords('I know React.', job)} />);

    expect(screen.getByRole('progressbar', { name: 'Keyword match' })).toHaveAttribute(
      'aria-valuenow',
      '7',
    );
    const missing = screen.getByRole('list', { name: 'Missing keywords' });
    const items = within(missing).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent('dockerHigh importance used 3 times');
    expect(items[1]).toHaveTextContent('golangMedium importance used 2 times');
    expect(items[2]).toHaveTextContent('Low importance used once');
    expect(screen.getByText('The 10 most important of 14 missing keywords.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Matched keywords' })).getByText('react'),
    ).toBeInTheDocument();
  });

  it('says when nothing is missing', () => {
    renderPage('/', <KeywordResults result={compareKeywords('Java Spring', 'java spring')} />);
    expect(screen.getByText('Your resume has every keyword of this job.')).toBeInTheDocument();
  });
});
