import { ThemeProvider } from '@rozgar/design-system';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CharacterCounter } from './CharacterCounter';

describe('CharacterCounter', () => {
  it('shows the count against the limit in a polite, atomic live region', () => {
    render(
      <ThemeProvider>
        <CharacterCounter length={12} max={2000} />
      </ThemeProvider>,
    );
    const counter = screen.getByText('12/2000 characters');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(counter).toHaveAttribute('aria-atomic', 'true');
  });
});
