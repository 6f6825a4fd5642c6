import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@rozgar/design-system';
import { describe, expect, it } from 'vitest';
import { LinkifiedText } from './LinkifiedText';

describe('LinkifiedText', () => {
  it('shows markup as the characters typed and addresses as safe links', () => {
    const typed = '<img src=x onerror=alert(1)> see https://rozgar.example.in/jobs';
    const { container } = render(
      <ThemeProvider>
        <LinkifiedText text={typed} />
      </ThemeProvider>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent(typed);
    const link = screen.getByRole('link', { name: 'https://rozgar.example.in/jobs' });
    expect(link).toHaveAttribute('href', 'https://rozgar.example.in/jobs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
