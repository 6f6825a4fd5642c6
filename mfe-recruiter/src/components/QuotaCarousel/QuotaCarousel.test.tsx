import { renderPage } from '@rozgar/design-system/remote-kit/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quotaUsageFixture } from '../../mocks/quotaFixtures';
import { QuotaCarousel } from './QuotaCarousel';

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
    /** The recruiter swiped to `index`. */
    swipeTo: (index: number) => {
      api.selected = index;
      listener?.();
    },
  };
  return api;
});
vi.mock('embla-carousel-react', () => ({ default: () => [() => undefined, embla] }));

/** The media queries that match: the screen's width and the motion preference. */
function screenLike(matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.some((part) => query.includes(part)),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const QUOTAS = quotaUsageFixture().quotas;

beforeEach(() => {
  embla.scrollTo.mockClear();
  embla.selected = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QuotaCarousel', () => {
  it('shows the three quotas at once on a wide screen, with nothing to move', () => {
    screenLike(['min-width: 1024px', 'min-width: 768px']);
    renderPage('/', <QuotaCarousel quotas={QUOTAS} />);
    const carousel = screen.getByRole('region', { name: 'Your quotas' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('listitem');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3: Job postings',
      '2 of 3: Resume views',
      '3 of 3: Candidate invites',
    ]);
    expect(slides.every((slide) => slide.dataset.shown === 'true')).toBe(true);
    expect(within(slides[1]!).getByText('164 of 1,000 used')).toBeVisible();
    expect(within(carousel).queryByRole('button')).toBeNull();
  });

  it('moves one card at a time on a phone and stops at either end', async () => {
    screenLike([]);
    const user = userEvent.setup();
    renderPage('/', <QuotaCarousel quotas={QUOTAS} />);
    const previous = screen.getByRole('button', { name: 'Previous quota' });
    const next = screen.getByRole('button', { name: 'Next quota' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toHaveAttribute('aria-disabled', 'true');

    await user.click(next);
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
    expect(embla.scrollTo).toHaveBeenLastCalledWith(1, false);
    await user.click(next);
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // no wrap: Next at the end changes nothing
    await user.click(next);
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(embla.scrollTo).toHaveBeenLastCalledWith(2, false);
    expect(next).toHaveFocus();

    await user.click(previous);
    await user.click(previous);
    await user.click(previous);
    expect(screen.getByText('Showing 1 of 3')).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
  });

  it('moves with the arrow keys while the focus is inside it', async () => {
    screenLike(['min-width: 768px']);
    const user = userEvent.setup();
    renderPage('/', <QuotaCarousel quotas={QUOTAS} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Previous quota' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    // two at a time on a tablet: the view starts at the 2nd card and shows the last one
    expect(screen.getByText('Showing 2 to 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Showing 2 to 3 of 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Showing 1 to 2 of 3')).toBeInTheDocument();
  });

  it('jumps instead of sliding when the recruiter prefers reduced motion', async () => {
    screenLike(['prefers-reduced-motion: reduce']);
    const user = userEvent.setup();
    renderPage('/', <QuotaCarousel quotas={QUOTAS} />);
    await user.click(screen.getByRole('button', { name: 'Next quota' }));
    expect(embla.scrollTo).toHaveBeenLastCalledWith(1, true);
  });

  it('follows a swipe: the buttons and the announcement show where Embla settled', () => {
    screenLike([]);
    renderPage('/', <QuotaCarousel quotas={QUOTAS} />);
    act(() => embla.swipeTo(2));
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next quota' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
