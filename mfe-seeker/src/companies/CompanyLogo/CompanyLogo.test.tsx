import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { CompanyLogo } from './CompanyLogo';

describe('CompanyLogo', () => {
  it("shows the company's picture, hidden from assistive technology", () => {
    renderPage('/', <CompanyLogo name="Acme Analytics" logo="https://logo.example/acme.png" />);
    const frame = screen.getByTestId('company-logo');
    expect(frame).toHaveAttribute('aria-hidden', 'true');
    expect(frame.querySelector('img')).toHaveAttribute('src', 'https://logo.example/acme.png');
  });

  it('shows the initials without a picture, or when the picture fails', () => {
    const { unmount } = renderPage('/', <CompanyLogo name="Acme Analytics" logo={null} />);
    expect(screen.getByTestId('company-logo').textContent).toBe('AA');
    unmount();
    renderPage('/', <CompanyLogo name="Zenith" logo="https://logo.example/broken.png" />);
    fireEvent.error(screen.getByTestId('company-logo').querySelector('img')!);
    expect(screen.getByTestId('company-logo').textContent).toBe('Z');
  });
});
