import { theme } from '@rozgar/design-system';
import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { ResponsivenessBadge } from './ResponsivenessBadge';

const renderBadge = (days: number | undefined) =>
  render(
    <ThemeProvider theme={theme}>
      <ResponsivenessBadge days={days} />
    </ThemeProvider>,
  );

describe('ResponsivenessBadge', () => {
  it('says how fast the recruiter usually responds', () => {
    renderBadge(3);
    expect(screen.getByText('Usually responds within 3 days')).toBeInTheDocument();
  });

  it('says one day, not "1 days"', () => {
    renderBadge(1);
    expect(screen.getByText('Usually responds within 1 day')).toBeInTheDocument();
  });

  it('shows nothing without a badge', () => {
    const { container } = renderBadge(undefined);
    expect(container).toBeEmptyDOMElement();
  });
});
