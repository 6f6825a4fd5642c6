import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { CompanyLogo } from './CompanyLogo';
import { companyInitials } from './companyInitials';

describe('CompanyLogo', () => {
  it('takes the first letters of the first two words', () => {
    expect(companyInitials('Tata Consultancy Services')).toBe('TC');
    expect(companyInitials('infosys')).toBe('I');
    expect(companyInitials('  L&T  Infotech ')).toBe('LT');
    expect(companyInitials('—')).toBe('?');
  });

  it("shows the company's picture at its size, hidden from assistive technology", () => {
    renderWithTheme(
      <CompanyLogo name="Acme Analytics" logo="https://logo.example/acme.png" size={40} />,
    );
    const frame = screen.getByTestId('company-logo');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    const img = frame.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://logo.example/acme.png');
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '40');
  });

  it('shows the initials without a picture, or once the picture fails to load', () => {
    const { unmount } = renderWithTheme(<CompanyLogo name="Acme Analytics" logo={null} />);
    expect(screen.getByTestId('company-logo').textContent).toBe('AA');
    unmount();
    renderWithTheme(<CompanyLogo name="Zoho Corporation" logo="https://logo.example/broken.png" />);
    fireEvent.error(screen.getByTestId('company-logo').querySelector('img')!);
    expect(screen.getByTestId('company-logo').textContent).toBe('ZC');
  });
});
