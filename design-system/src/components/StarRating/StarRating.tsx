import { useId, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { describedBy, FieldError, FieldHint } from '../../utils/field';
import { VisuallyHidden } from '../../utils/VisuallyHidden';

/*
 * Star ratings: `StarRating` picks whole stars (a radio group of native radios, so Tab enters the
 * group, the arrow keys move and choose, and forms and screen readers know it), `StarRatingDisplay`
 * shows a figure such as "4.2" with stars filled to match and an accessible name.
 */

const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96z';

/** Filled stars: an amber dark enough for 3:1 against white (non-text contrast). */
const STAR_FILL = '#b25e09';

function StarIcon({ size, fill }: { size: number; fill: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={STAR_PATH} fill={fill} stroke={STAR_FILL} strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

export interface StarRatingProps {
  /** The group's name (the legend), e.g. "Overall rating". */
  label: ReactNode;
  /** The chosen stars, or null for none yet. */
  value: number | null | undefined;
  onChange: (stars: number) => void;
  /** Called when focus leaves the group (react-hook-form's `onBlur`). */
  onBlur?: () => void;
  /** The radios' `name`; generated when left out. */
  name?: string;
  /** How many stars (5). */
  max?: number;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The size of a star in px (28: a 44 px target with its padding). */
  size?: number;
  /** The words of `n` stars, read for each radio: "1 star", "2 stars"… */
  starLabel?: (stars: number) => string;
  className?: string;
  id?: string;
  /** The first radio (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLInputElement>;
}

const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

const Stars = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0;
`;

const Radio = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
  margin: 0;
`;

const StarLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  line-height: 0;
  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

const Chosen = styled.span`
  margin-left: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const defaultStarLabel = (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`);

/** Whole stars from 1 to `max`, picked with the mouse or the keyboard (a radio group). */
export function StarRating({
  label,
  value,
  onChange,
  onBlur,
  name,
  max = 5,
  hint,
  error,
  required,
  disabled = false,
  size = 28,
  starLabel = defaultStarLabel,
  className,
  id,
  ref,
}: StarRatingProps) {
  const generated = useId();
  const groupId = id ?? `stars-${generated}`;
  const radioName = name ?? groupId;
  const hintId = hint ? `${groupId}-hint` : undefined;
  const errorId = error ? `${groupId}-error` : undefined;
  const legendId = `${groupId}-legend`;
  return (
    <Group
      id={groupId}
      className={className}
      disabled={disabled}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={describedBy(hintId, errorId)}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <Legend id={legendId}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </Legend>
      <Stars>
        {Array.from({ length: max }, (_, index) => {
          const stars = index + 1;
          const radioId = `${groupId}-${stars}`;
          return (
            <span key={stars}>
              <Radio
                ref={index === 0 ? ref : undefined}
                id={radioId}
                type="radio"
                name={radioName}
                value={stars}
                checked={value === stars}
                disabled={disabled}
                onChange={() => onChange(stars)}
              />
              <StarLabel htmlFor={radioId} $disabled={disabled}>
                <StarIcon size={size} fill={value != null && stars <= value ? STAR_FILL : 'none'} />
                <VisuallyHidden>{starLabel(stars)}</VisuallyHidden>
              </StarLabel>
            </span>
          );
        })}
        <Chosen aria-hidden="true">{value ? `${value} / ${max}` : 'Not rated'}</Chosen>
      </Stars>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </Group>
  );
}

export interface StarRatingDisplayProps {
  /** The rating, e.g. 4.2; null for none (no reviews yet). */
  value: number | null | undefined;
  max?: number;
  /** How many reviews it is the mean of, shown as "(12 reviews)". */
  count?: number;
  /** Shown instead of the figure without a rating. */
  emptyText?: string;
  size?: number;
  className?: string;
}

const Display = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text};
`;

const Row = styled.span`
  position: relative;
  display: inline-flex;
  line-height: 0;
`;

const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  display: inline-flex;
  overflow: hidden;
  white-space: nowrap;
`;

const Figure = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const one = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A rating to one decimal ("4.2") with stars filled to match, named "Rated 4.2 out of 5". */
export function StarRatingDisplay({
  value,
  max = 5,
  count,
  emptyText = 'No ratings yet',
  size = 16,
  className,
}: StarRatingDisplayProps) {
  const reviews = count === undefined ? null : `(${count} ${count === 1 ? 'review' : 'reviews'})`;
  if (value == null) {
    return (
      <Display className={className}>
        <Muted>{emptyText}</Muted>
        {reviews && <Muted>{reviews}</Muted>}
      </Display>
    );
  }
  const figure = one.format(value);
  const stars = (fill: string) =>
    Array.from({ length: max }, (_, index) => <StarIcon key={index} size={size} fill={fill} />);
  return (
    <Display className={className}>
      <Row role="img" aria-label={`Rated ${figure} out of ${max}`}>
        {stars('none')}
        <Filled style={{ width: `${(Math.min(Math.max(value, 0), max) / max) * 100}%` }}>
          {stars(STAR_FILL)}
        </Filled>
      </Row>
      <Figure aria-hidden="true">{figure}</Figure>
      {reviews && <Muted>{reviews}</Muted>}
    </Display>
  );
}
