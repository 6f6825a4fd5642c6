import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { companyPage } from '../../mocks/companyFixtures';
import { CompanyHeader } from './CompanyHeader';

describe('CompanyHeader', () => {
  it('shows the public profile: facts, tags, description and its links in a new tab', () => {
    renderPage('/', <CompanyHeader profile={companyPage(1).profile} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Analytics' })).toBeVisible();
    expect(screen.getByText('Bengaluru, Karnataka')).toBeVisible();
    expect(screen.getByText('Founded').nextSibling?.textContent).toBe('2004');
    expect(screen.getByText('2 open jobs')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Tags' })).toBeVisible();
    const linkedIn = screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Twitter/ })).toBeNull();
  });

  it('leaves out what is unknown and shows no rating without reviews', () => {
    renderPage(
      '/',
      <CompanyHeader
        profile={
          companyPage(2, { rating: null, founded: null, size: null, website: null, linkedin: null })
            .profile
        }
      />,
    );
    expect(screen.getByText('No reviews yet')).toBeVisible();
    expect(screen.queryByText('Founded')).toBeNull();
    expect(screen.queryByText('Company size')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
