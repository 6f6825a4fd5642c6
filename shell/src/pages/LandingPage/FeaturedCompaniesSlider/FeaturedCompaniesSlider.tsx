import { Button, Card } from '@rozgar/design-system';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { FeaturedCompany } from '../TopCompanies/companyHighlights';

const Region = styled.section`
  display: grid;
  gap: 12px;
  border-radius: 12px;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  h3 {
    margin: 0;
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
`;

const Slides = styled.ul<{ $visible: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(${({ $visible }) => $visible}, minmax(0, 1fr));
  @media (max-width: 720px) {
    grid-template-columns: 1fr;
  }
`;

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 12px;
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 700;
`;

const CompanyName = styled.h4`
  margin: 12px 0 4px;
  font-size: 1.05rem;
`;

const Meta = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

export interface FeaturedCompaniesSliderProps {
  companies: ReadonlyArray<FeaturedCompany>;
  /** Cards shown at once (default 3). */
  visible?: number;
}

/**
 * Featured companies, a few at a time. It never moves by itself: Previous/Next buttons (or the
 * arrow keys inside it) move it, and a polite status says which companies are shown.
 */
export function FeaturedCompaniesSlider({ companies, visible = 3 }: FeaturedCompaniesSliderProps) {
  const [start, setStart] = useState(0);
  const regionRef = useRef<HTMLElement>(null);
  const lastStart = Math.max(0, companies.length - visible);
  const shown = companies.slice(start, start + visible);
  const moveTo = (target: number) => {
    const clamped = Math.min(lastStart, Math.max(0, target));
    setStart(clamped);
    // A button that becomes disabled drops focus; keep it in the slider instead.
    const edge = clamped === 0 || clamped === lastStart;
    if (edge && regionRef.current?.contains(document.activeElement)) regionRef.current.focus();
  };
  const previous = () => moveTo(start - visible);
  const next = () => moveTo(start + visible);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  return (
    <Region
      ref={regionRef}
      tabIndex={-1}
      aria-roledescription="carousel"
      aria-labelledby="featured-companies-heading"
      onKeyDown={onKeyDown}
    >
      <Controls>
        <h3 id="featured-companies-heading">Featured companies</h3>
        <Buttons>
          <span role="status" aria-live="polite">
            {companies.length > 0
              ? `Showing ${start + 1}–${start + shown.length} of ${companies.length}`
              : ''}
          </span>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Previous companies"
            disabled={start === 0}
            onClick={previous}
          >
            <span aria-hidden="true">‹</span>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label="Next companies"
            disabled={start >= lastStart}
            onClick={next}
          >
            <span aria-hidden="true">›</span>
          </Button>
        </Buttons>
      </Controls>
      <Slides $visible={visible}>
        {shown.map((company) => (
          <li key={company.id} aria-roledescription="slide">
            <Card padding="md" style={{ height: '100%' }}>
              <Initials aria-hidden="true">{initialsOf(company.name)}</Initials>
              <CompanyName>{company.name}</CompanyName>
              <Meta>
                {[company.industry, company.city].filter(Boolean).join(' · ')}
                <br />
                {company.openJobs === 1 ? '1 open job' : `${company.openJobs} open jobs`}
              </Meta>
              <Button
                as={Link}
                to={`/companies/${encodeURIComponent(company.id)}`}
                variant="secondary"
                size="sm"
                aria-label={`View jobs at ${company.name}`}
              >
                View jobs
              </Button>
            </Card>
          </li>
        ))}
      </Slides>
    </Region>
  );
}
