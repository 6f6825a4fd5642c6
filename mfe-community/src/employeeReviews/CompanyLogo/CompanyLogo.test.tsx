import { fireEvent, render } from '@testing-library/react';
import { ThemeProvider } from '@rozgar/design-system';
import { describe, expect, it } from 'vitest';
import { CompanyLogo } from './CompanyLogo';
import { initialsOf } from './initials';

describe('CompanyLogo', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Tata Consultancy Services')).toBe('TC');
    expect(initialsOf('infosys')).toBe('I');
    expect(initialsOf('  L&T  Infotech ')).toBe('LT');
    expect(initialsOf('—')).toBe('?');
  });

  it('shows the picture, and the initials once it fails to load', () => {
    const { getByTestId } = render(
      <ThemeProvider>
        <CompanyLogo name="Zoho Corporation" logo="https://example.com/zoho.png" />
      </ThemeProvider>,
    );
    const img = getByTestId('company-logo').querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://example.com/zoho.png');
    fireEvent.error(img);
    expect(getByTestId('company-logo')).toHaveTextContent('ZC');
  });
});
