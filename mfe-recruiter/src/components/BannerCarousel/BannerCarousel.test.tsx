import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './BannerCarousel';

/** Embla as far as the carousel drives it: where it was told to go, and a swipe's `select`. */
const embla = vi.hoisted(() => {
  let listener: (() => void) | undefined;
  const api = {
    selected: 0,
    scrollTo: vi.fn(),
    selectedScrollSnap: () => api.selected,
    on: (_event: string, callback: () => void) => {
      listener = callback;
    },
    off: () => {
      listener = undefined;
    },
    swipeTo: (index: number) => {
      api.selected = index;
      listener?.();
    },
  };
  return api;
});
vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, embla] }));

function motion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  embla.scrollTo.mockClear();
  embla.selected = 0;
  motion(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The banner shown: the one slide not hidden. */
function shownBanner() {
  const carousel = screen.getByRole('region', { name: 'Highlights' });
  const slides = within(carousel).getAllByRole('listitem', { hidden: true });
  const shown = slides.filter((slide) => slide.getAttribute('aria-hidden') !== 'true');
  expect(shown).toHaveLength(1);
  return shown[0]!;
}

describe('BannerCarousel', () => {
  it('shows the company page claim first, linking to /company-profile', () => {
    renderPage('/', <BannerCarousel />);
    const carousel = screen.getByRole('region', { name: 'Highlights' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const banner = shownBanner();
    expect(banner).toHaveAttribute('aria-label', '1 of 2: Claim your company page');
    expect(within(banner).getByRole('link', { name: 'Create your company page' })).toHaveAttribute(
      'href',
      '/company-profile',
    );
    expect(
      screen.getByRole('button', { name: 'Banner 1: Claim your company page' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('wraps around with Next and Previous, sliding unless motion is reduced', async () => {
    const user = userEvent.setup();
    renderPage('/', <BannerCarousel />);
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    const talent = shownBanner();
    expect(talent).toHaveAttribute('aria-label', '2 of 2: Find talent in the cloud of candidates');
    expect(within(talent).getByRole('link', { name: 'Search candidates' })).toHaveAttribute(
      'href',
      '/search-resume',
    );
    expect(embla.scrollTo).toHaveBeenLastCalledWith(1, false);
    await user.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(shownBanner()).toHaveAttribute('aria-label', '1 of 2: Claim your company page');
    await user.click(screen.getByRole('button', { name: 'Previous banner' }));
    expect(shownBanner()).toHaveAttribute(
      'aria-label',
      '2 of 2: Find talent in the cloud of candidates',
    );
    expect(
      screen.getByText('Banner 2 of 2: Find talent in the cloud of candidates'),
    ).toBeInTheDocument();
  });

  it('moves by the picker, by the arrow keys and by a swipe; jumps with reduced motion', async () => {
    motion(true);
    const user = userEvent.setup();
    renderPage('/', <BannerCarousel />);
    await user.click(
      screen.getByRole('button', { name: 'Banner 2: Find talent in the cloud of candidates' }),
    );
    expect(embla.scrollTo).toHaveBeenLastCalledWith(1, true);
    expect(
      screen.getByRole('button', { name: 'Banner 2: Find talent in the cloud of candidates' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(shownBanner()).toHaveAttribute('aria-label', '1 of 2: Claim your company page');
    await user.keyboard('{ArrowLeft}');
    expect(shownBanner()).toHaveAttribute(
      'aria-label',
      '2 of 2: Find talent in the cloud of candidates',
    );
    act(() => embla.swipeTo(0));
    expect(shownBanner()).toHaveAttribute('aria-label', '1 of 2: Claim your company page');
  });
});
