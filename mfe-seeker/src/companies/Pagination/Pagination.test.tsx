import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { Pagination } from './Pagination';

const hrefFor = (page: number) => `/companies?location=Pune&page=${page}`;
const nav = () => screen.getByRole('navigation', { name: 'Pages' });
/** Every slot's text, the ellipses (hidden from assistive technology) included. */
const slots = () => [...nav().querySelectorAll('li')].map((item) => item.textContent);

describe('Pagination', () => {
  it('says which page of how many, with every page linked up to 7 pages', () => {
    renderPage('/companies', <Pagination page={2} pages={7} hrefFor={hrefFor} />);
    expect(within(nav()).getByText('Page 2 of 7')).toBeInTheDocument();
    expect(slots()).toEqual(['Previous', '1', '2', '3', '4', '5', '6', '7', 'Next']);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
  });

  it('shows an ellipsis window over 7 pages', () => {
    renderPage('/companies', <Pagination page={50} pages={169} hrefFor={hrefFor} />);
    expect(within(nav()).getByText('Page 50 of 169')).toBeInTheDocument();
    expect(slots()).toEqual(['Previous', '1', '…', '49', '50', '51', '…', '169', 'Next']);
  });

  it('links Previous, Next and each page to its URL, which a click goes to', async () => {
    renderPage('/companies', <Pagination page={1} pages={9} hrefFor={hrefFor} />);
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/companies?location=Pune&page=2',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Page 9' }));
    expect(screen.getByTestId('location').textContent).toBe('/companies?location=Pune&page=9');
  });

  it('shows Previous unavailable on the first page and Next on the last', () => {
    const { unmount } = renderPage(
      '/companies',
      <Pagination page={1} pages={3} hrefFor={hrefFor} />,
    );
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    unmount();
    renderPage('/companies', <Pagination page={3} pages={3} hrefFor={hrefFor} />);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/companies?location=Pune&page=2',
    );
  });

  it('shows nothing for a single page', () => {
    renderPage('/companies', <Pagination page={1} pages={1} hrefFor={hrefFor} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
