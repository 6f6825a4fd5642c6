import { Button, tokens, VisuallyHidden } from '@rozgar/design-system';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { QuotaUsage } from '../../plan/quotaApi';
import { useMediaQuery } from '../../plan/useMediaQuery';
import { QuotaUsageCard } from '../QuotaUsageCard/QuotaUsageCard';

/** Cards side by side: 3 from the large breakpoint (the original card row), 2 from medium, else 1. */
const WIDE = `(min-width: ${tokens.breakpoint.lg})`;
const MEDIUM = `(min-width: ${tokens.breakpoint.md})`;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Viewport = styled.div`
  overflow: hidden;
`;

const Track = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  touch-action: pan-y pinch-zoom;
  margin-left: calc(-1 * ${({ theme }) => theme.space[4]});
`;

const Slide = styled.li`
  flex: 0 0 100%;
  min-width: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.md} {
    flex-basis: 50%;
  }
  ${({ theme }) => theme.media.lg} {
    flex-basis: calc(100% / 3);
  }
`;

/**
 * The dashboard's quota carousel (docs/product/recruiter-tools-and-workspace.md#plan-and-quotas):
 * the plan's quotas as cards, 3 at a time on a wide screen (2 on a tablet, 1 on a phone); Previous
 * and Next (or ← and → inside it) move one card and stop at either end: it does not wrap. Embla
 * moves the track (and follows a swipe); with reduced motion it jumps instead of sliding. The
 * buttons stay focusable at an end (`aria-disabled`), and where the view now starts is announced.
 */
export function QuotaCarousel({
  quotas,
  title = 'Your quotas',
  action,
}: {
  quotas: QuotaUsage[];
  title?: string;
  /** Beside the title (the link to /quota-usage). */
  action?: ReactNode;
}) {
  const headingId = useId();
  const wide = useMediaQuery(WIDE, true);
  const medium = useMediaQuery(MEDIUM, true);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const perView = wide ? 3 : medium ? 2 : 1;
  const last = Math.max(0, quotas.length - perView);
  const [start, setStart] = useState(0);
  const shown = Math.min(start, last);
  const [viewportRef, embla] = useEmblaCarousel({
    align: 'start',
    loop: false,
    containScroll: 'trimSnaps',
    slidesToScroll: 1,
  });

  // A swipe moves the view too: the buttons follow where Embla settled.
  useEffect(() => {
    if (!embla) return;
    const follow = () => setStart(embla.selectedScrollSnap());
    embla.on('select', follow);
    return () => {
      embla.off('select', follow);
    };
  }, [embla]);

  const moveTo = useCallback(
    (index: number) => {
      const next = Math.min(Math.max(index, 0), last);
      setStart(next);
      embla?.scrollTo(next, reducedMotion);
    },
    [embla, last, reducedMotion],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') moveTo(shown - 1);
    else if (event.key === 'ArrowRight') moveTo(shown + 1);
    else return;
    event.preventDefault();
  };

  const lastShown = Math.min(shown + perView, quotas.length);
  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel" onKeyDown={onKeyDown}>
      <Head>
        <h2 id={headingId}>{title}</h2>
        <Controls>
          {action}
          {last > 0 ? (
            <>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-disabled={shown <= 0}
                onClick={() => moveTo(shown - 1)}
              >
                Previous<VisuallyHidden> quota</VisuallyHidden>
              </Button>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                aria-disabled={shown >= last}
                onClick={() => moveTo(shown + 1)}
              >
                Next<VisuallyHidden> quota</VisuallyHidden>
              </Button>
            </>
          ) : null}
        </Controls>
      </Head>
      <VisuallyHidden aria-live="polite">
        {last > 0
          ? `Showing ${shown + 1}${lastShown > shown + 1 ? ` to ${lastShown}` : ''} of ${quotas.length}`
          : ''}
      </VisuallyHidden>
      <Viewport ref={viewportRef}>
        <Track>
          {quotas.map((quota, index) => (
            <Slide
              key={quota.category}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${quotas.length}: ${quota.title}`}
              data-shown={index >= shown && index < lastShown}
            >
              <QuotaUsageCard quota={quota} headingLevel="h3" />
            </Slide>
          ))}
        </Track>
      </Viewport>
    </section>
  );
}
