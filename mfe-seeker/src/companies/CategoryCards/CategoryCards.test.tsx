import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { companyCategories } from '../../mocks/companyFixtures';
import { CategoryCards, CategoryCardsSkeleton } from './CategoryCards';

describe('CategoryCards', () => {
  it('shows each category with its count, linking to its companies', async () => {
    renderPage('/companies', <CategoryCards categories={companyCategories} current="fintech" />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'MNCs320 companiesLarge employers with more than 500 people',
      'Fintech140 companiesBanking, lending, insurance and investing',
      'FMCG & Retail90 companiesConsumer goods, e-commerce and retail',
      'Startups610 companiesFounded in the last 10 years',
      'Edtech75 companiesOnline learning, coaching and training',
    ]);
    expect(links[1]).toHaveAttribute('aria-current', 'true');
    expect(links[0]).not.toHaveAttribute('aria-current');
    await userEvent.click(within(links[3]!).getByText('Startups'));
    expect(screen.getByTestId('location').textContent).toBe('/companies?type=startups');
  });

  it('has a skeleton of five cards', () => {
    renderPage('/companies', <CategoryCardsSkeleton />);
    const status = screen.getByRole('status', { name: 'Loading company categories' });
    expect(status.children).toHaveLength(5);
  });
});
