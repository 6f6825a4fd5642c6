import { Button, VisuallyHidden } from '@rozgar/design-system';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMediaQuery } from '../../plan/useMediaQuery';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The dashboard's two banners, in order. */
const BANNER_SLIDES = [
  {
    id: 'company-page',
    title: 'Claim your company page',
    text: 'Tell candidates who you are: your logo, your story and where to find you, shown beside every job you post.',
    action: 'Create your company page',
    to: '/company-profile',
  },
  {
    id: 'talent-cloud',
    title: 'Find talent in the cloud of candidates',
    text: 'Search Resdex by skill, experience and location, save your searches and see who is new since you last looked.',
    action: 'Search candidates',
    to: '/search-resume',
  },
] as const;

const Region = styled.section`
  margin-top: ${({ theme }) => theme.space[6]};
`;

const Viewport = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Track = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.li`
  flex: 0 0 100%;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.color.primarySoft};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    max-width: 60ch;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

const Picker = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
`;

/**
 * The dashboard's banner carousel (docs/product/recruiter-tools-and-workspace.md#recruiter-dashboard):
 * claim the company page (→ /company-profile), find talent in Resdex (→ /search-resume). One banner
 * at a time; Previous and Next (or ← and → inside it) wrap around, the picker's buttons show a
 * banner directly, and a swipe moves it too (Embla). It never moves by itself; with reduced motion
 * it jumps instead of sliding. The banner not shown is inert, and the one shown is announced.
 */
export function BannerCarousel() {
  const headingId = useId();
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  const [selected, setSelected] = useState(0);
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', loop: false });
  const count = BANNER_SLIDES.length;

  // A swipe moves the banner too: the picker follows where Embla settled.
  useEffect(() => {
    if (!embla) return;
    const follow = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', follow);
    return () => {
      embla.off('select', follow);
    };
  }, [embla]);

  const show = useCallback(
    (index: number) => {
      const next = (index + count) % count;
      setSelected(next);
      embla?.scrollTo(next, reducedMotion);
    },
    [count, embla, reducedMotion],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(selected - 1);
    else if (event.key === 'ArrowRight') show(selected + 1);
    else return;
    event.preventDefault();
  };

  return (
    <Region aria-labelledby={headingId} aria-roledescription="carousel" onKeyDown={onKeyDown}>
      <VisuallyHidden as="h2" id={headingId}>
        Highlights
      </VisuallyHidden>
      <Viewport ref={viewportRef}>
        <Track>
          {BANNER_SLIDES.map((slide, index) => (
            <Slide
              key={slide.id}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}: ${slide.title}`}
              aria-hidden={index !== selected}
              inert={index !== selected}
            >
              <h3>{slide.title}</h3>
              <p>{slide.text}</p>
              <Button as={Link} to={slide.to} size="sm">
                {slide.action}
              </Button>
            </Slide>
          ))}
        </Track>
      </Viewport>
      <VisuallyHidden aria-live="polite">
        {`Banner ${selected + 1} of ${count}: ${BANNER_SLIDES[selected]!.title}`}
      </VisuallyHidden>
      <Controls>
        <Button type="button" variant="secondary" size="sm" onClick={() => show(selected - 1)}>
          Previous<VisuallyHidden> banner</VisuallyHidden>
        </Button>
        <Picker role="group" aria-label="Choose a banner">
          {BANNER_SLIDES.map((slide, index) => (
            <Button
              key={slide.id}
              type="button"
              variant={index === selected ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={index === selected}
              aria-label={`Banner ${index + 1}: ${slide.title}`}
              onClick={() => show(index)}
            >
              {index + 1}
            </Button>
          ))}
        </Picker>
        <Button type="button" variant="secondary" size="sm" onClick={() => show(selected + 1)}>
          Next<VisuallyHidden> banner</VisuallyHidden>
        </Button>
      </Controls>
    </Region>
  );
}
