import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mswServer, recordRequests, renderPage } from '@rozgar/design-system/remote-kit/testing';
import { handlers } from '../../mocks/handlers';
import { directoryCompany, directoryPage } from '../../mocks/companyFixtures';
import { CompaniesPage } from './CompaniesPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;
const directoryCalls = (api: ReturnType<typeof recordRequests>) =>
  api.calls.filter((call) => call.path === '/api/companies').map((call) => call.url);

function openDirectory(url = '/companies', ...extra: Parameters<typeof mswServer.use>) {
  mswServer.use(...extra, handlers.directory(), handlers.categories());
  const api = recordRequests();
  renderPage('/companies', <CompaniesPage />, url);
  return api;
}

describe('CompaniesPage', () => {
  it('shows the categories, the total, the cards split by the banner after 6, and the pager', async () => {
    openDirectory();
    expect(
      await screen.findByRole('heading', { name: 'Showing 1525 companies' }),
    ).toBeInTheDocument();
    const categories = screen.getByRole('region', { name: 'Top companies hiring now' });
    expect(await within(categories).findByRole('link', { name: /^MNCs/ })).toHaveAttribute(
      'href',
      '/companies?type=mncs',
    );
    const results = screen.getByRole('region', { name: 'Showing 1525 companies' });
    // The list's own items, in order: 20 cards with the banner after the sixth.
    const list = within(results).getAllByRole('list')[0]!;
    const order = [...list.children].map((item) =>
      within(item as HTMLElement).queryByRole('link', { name: 'Register now' })
        ? 'banner'
        : within(item as HTMLElement)
            .getByRole('article')
            .getAttribute('aria-labelledby'),
    );
    expect(order).toHaveLength(21);
    expect(order[6]).toBe('banner');
    expect(order.indexOf('banner')).toBe(6);
    const pager = screen.getByRole('navigation', { name: 'Company pages' });
    expect(within(pager).getByText('Page 1 of 77')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'By type' })).toBeInTheDocument();
  });

  it('puts every filter in the URL, asks the API with it, and pages within it', async () => {
    const api = openDirectory('/companies?type=mncs');
    const sidebar = await screen.findByRole('complementary', { name: 'Company filters' });
    const locations = await within(sidebar).findByRole('group', { name: 'Location' });
    await userEvent.click(
      await within(locations).findByRole('checkbox', { name: 'Bengaluru (410)' }),
    );
    expect(location()).toBe('/companies?type=mncs&location=Bengaluru');
    await userEvent.click(within(sidebar).getByRole('radio', { name: 'Last 7 days (260)' }));
    expect(location()).toBe('/companies?type=mncs&location=Bengaluru&posted=7');
    const pager = await screen.findByRole('navigation', { name: 'Company pages' });
    await userEvent.click(within(pager).getByRole('link', { name: 'Page 2' }));
    expect(location()).toBe('/companies?type=mncs&location=Bengaluru&posted=7&page=2');
    await waitFor(() => expect(within(pager).getByText('Page 2 of 77')).toBeVisible());
    // The new page's heading takes focus.
    expect(screen.getByRole('heading', { name: 'Showing 1525 companies' })).toHaveFocus();
    expect(directoryCalls(api)).toEqual([
      '/api/companies?type=mncs',
      '/api/companies?type=mncs&location=Bengaluru',
      '/api/companies?type=mncs&location=Bengaluru&posted=7',
      '/api/companies?type=mncs&location=Bengaluru&posted=7&page=2',
    ]);
  });

  it('searches by name, and Clear all keeps the name', async () => {
    openDirectory('/companies?nature=SaaS&page=3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Company name' }), 'acme');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/companies?q=acme&nature=SaaS');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear all' }));
    expect(location()).toBe('/companies?q=acme');
  });

  it('says so when nothing matches, with a way back to every company', async () => {
    openDirectory(
      '/companies?location=Shimla',
      handlers.directory(() => directoryPage(0, 1)),
    );
    expect(await screen.findByRole('heading', { name: 'No companies found' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Showing 0 companies' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(location()).toBe('/companies');
  });

  it("shows the server's error with Retry", async () => {
    openDirectory(
      '/companies',
      handlers.refuses('get', '/api/companies', 'Database unavailable', { once: true }),
    );
    expect(await screen.findByText('Error: Database unavailable')).toBeVisible();
    // No filters load without the list: no sidebar left spinning.
    expect(screen.queryByRole('complementary', { name: 'Company filters' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Showing 1525 companies' })).toBeVisible();
  });

  it('on a phone, lists first and opens the filters in a dialog', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    openDirectory('/companies?location=Pune');
    await screen.findByRole('heading', { name: 'Showing 1525 companies' });
    expect(screen.queryByRole('complementary', { name: 'Company filters' })).toBeNull();
    // The list, then the categories.
    const list = screen.getByRole('heading', { name: 'Showing 1525 companies' });
    const categories = screen.getByRole('heading', { name: 'Top companies hiring now' });
    expect(
      list.compareDocumentPosition(categories) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mumbai (260)' }));
    expect(location()).toBe('/companies?location=Pune%2CMumbai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Showing 1525 companies' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  });

  it('shows a card without reviews without any rating', async () => {
    openDirectory(
      '/companies',
      handlers.directory(() =>
        directoryPage(1, 1, { companies: [directoryCompany(1, { rating: null })] }),
      ),
    );
    const card = await screen.findByRole('article', { name: 'Acme Analytics' });
    expect(within(card).queryByText(/Rated/)).toBeNull();
    // With fewer than 6 companies the banner follows the list.
    expect(screen.getByRole('link', { name: 'Register now' })).toBeVisible();
  });
});
