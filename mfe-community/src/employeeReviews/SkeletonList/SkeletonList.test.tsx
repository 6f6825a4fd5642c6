import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@rozgar/design-system';
import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { SkeletonList } from './SkeletonList';

const Grid = styled.ul`
  display: grid;
`;

describe('SkeletonList', () => {
  it('shows a busy, labelled list of as many placeholders as asked for', () => {
    render(
      <ThemeProvider>
        <SkeletonList as={Grid} label="Loading companies" count={6} height={175} />
      </ThemeProvider>,
    );

    const list = screen.getByRole('list', { name: 'Loading companies' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  });

  it('is a plain list when no list is given', () => {
    render(
      <ThemeProvider>
        <SkeletonList label="Loading reviews" count={3} height={280} />
      </ThemeProvider>,
    );

    const list = screen.getByRole('list', { name: 'Loading reviews' });
    expect(list.tagName).toBe('UL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });
});
