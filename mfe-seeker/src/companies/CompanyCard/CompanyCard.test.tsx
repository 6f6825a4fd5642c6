import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { companyId, directoryCompany } from '../../mocks/companyFixtures';
import { CompanyCard } from './CompanyCard';

const card = (name: string) => screen.getByRole('article', { name });

describe('CompanyCard', () => {
  it('shows the name linking to the company page, rating, facts, tags, founded year and open jobs', async () => {
    renderPage('/companies', <CompanyCard company={directoryCompany(1, { open_jobs: 1 })} />);
    const article = card('Acme Analytics');
    expect(within(article).getByText('Rated 4.1 out of 5 from 121 reviews')).toBeInTheDocument();
    expect(within(article).getByText('IT Services · Bengaluru · Founded 2004')).toBeVisible();
    const tags = within(article).getByRole('list', { name: 'Acme Analytics tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['IT Services', 'SaaS']);
    expect(within(article).getByText('1 open job')).toBeVisible();
    expect(within(article).getByTestId('company-logo').textContent).toBe('AA');
    await userEvent.click(within(article).getByRole('link', { name: 'Acme Analytics' }));
    expect(screen.getByTestId('location').textContent).toBe(`/companies/${companyId(1)}`);
  });

  it('shows no rating for a company without reviews, and leaves out an unknown founded year', () => {
    renderPage(
      '/companies',
      <CompanyCard
        company={directoryCompany(2, { rating: null, founded: null, tags: [], open_jobs: 0 })}
      />,
    );
    const article = card('Zenith Foods');
    expect(within(article).queryByText(/Rated/)).toBeNull();
    expect(within(article).queryByText(/review/)).toBeNull();
    expect(within(article).queryByText(/Founded/)).toBeNull();
    expect(within(article).queryByRole('list')).toBeNull();
    expect(within(article).getByText('0 open jobs')).toBeVisible();
  });
});

describe('CompanyCard industry', () => {
  it('names a stored industry by its group, as the filters do', () => {
    renderPage(
      '/companies',
      <CompanyCard company={directoryCompany(1, { industry: 'IT/ITES' })} />,
    );
    expect(screen.getByText('IT Services · Bengaluru · Founded 2004')).toBeVisible();
  });
});
