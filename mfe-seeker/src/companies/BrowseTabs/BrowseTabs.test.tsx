import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { directoryFacets } from '../../mocks/companyFixtures';
import { parseDirectorySearch } from '../directorySearch';
import { BrowseTabs } from './BrowseTabs';

const search = parseDirectorySearch(new URLSearchParams('nature=SaaS&location=Pune&page=4'));

describe('BrowseTabs', () => {
  it('lists companies by type first, each link applying that filter', async () => {
    renderPage('/companies', <BrowseTabs facets={directoryFacets} search={search} />);
    expect(screen.getByRole('tab', { name: 'By type' })).toHaveAttribute('aria-selected', 'true');
    const list = screen.getByRole('list', { name: 'Companies by type' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'MNCs (320)',
      'Fintech (140)',
      'FMCG & Retail (90)',
      'Startups (610)',
      'Edtech (75)',
    ]);
    await userEvent.click(within(list).getByRole('link', { name: 'Edtech (75)' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/companies?type=edtech&location=Pune&nature=SaaS',
    );
  });

  it('switches to industry and location by keyboard; a location link replaces the chosen ones', async () => {
    renderPage('/companies', <BrowseTabs facets={directoryFacets} search={search} />);
    screen.getByRole('tab', { name: 'By type' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'By industry' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('link', { name: 'Finance (180)' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(screen.getByRole('link', { name: 'Mumbai (260)' }));
    expect(screen.getByTestId('location').textContent).toBe(
      '/companies?location=Mumbai&nature=SaaS',
    );
  });

  it('says so when a group has no companies', async () => {
    renderPage(
      '/companies',
      <BrowseTabs facets={{ ...directoryFacets, industry: [] }} search={search} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'By industry' }));
    expect(screen.getByText('No companies by industry for this search.')).toBeVisible();
  });
});
