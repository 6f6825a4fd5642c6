import { STAR_RATING } from '@rozgar/contracts/vocabularies';
import { useId } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;

  legend {
    padding: 0;
    margin-bottom: 4px;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Row = styled.div`
  display: flex;
  gap: 4px;
`;

const Star = styled.label<{ $on: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;
  color: ${({ theme, $on }) => ($on ? theme.tone.yellow.foreground : theme.color.borderStrong)};

  input {
    position: absolute;
    opacity: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    cursor: pointer;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const Error = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const STARS = Array.from(
  { length: STAR_RATING.max - STAR_RATING.min + 1 },
  (_, index) => STAR_RATING.min + index,
);

/**
 * Whole stars 1–5 as a radio group: Tab reaches it, the arrow keys choose, each star is named
 * ("4 stars"). `value` 0 is none chosen yet.
 */
export function StarsInput({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const name = useId();
  const errorId = useId();
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>
        {legend} <span aria-hidden="true">*</span>
      </legend>
      <Row>
        {STARS.map((stars) => (
          <Star key={stars} $on={stars <= value}>
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              data-field={stars === STAR_RATING.min ? 'rating' : undefined}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(stars)}
              aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
            />
            <span aria-hidden="true">{stars <= value ? '★' : '☆'}</span>
          </Star>
        ))}
      </Row>
      {error && <Error id={errorId}>{error}</Error>}
    </Fieldset>
  );
}
