import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { describedBy, FieldHint } from '../../utils/field';
import { Button } from '../Button';
import { Select, type SelectProps } from '../Select';

export interface SelectWithApplyProps extends Omit<
  SelectProps,
  'value' | 'defaultValue' | 'onChange' | 'hint' | 'error' | 'fullWidth'
> {
  /** The value in effect (for instance the one saved on the server); the select starts at it. */
  value: string;
  /**
   * Called with the chosen value when the button is pressed while the choice differs from `value`.
   * While a returned promise is pending the button shows it is busy; once it settles the select
   * shows `value` again: the new one after a success, the old one after a failure. Failures are
   * the caller's to report: a rejected promise is not caught here.
   */
  onApply: (value: string) => void | Promise<unknown>;
  /** The button's text; may carry VisuallyHidden words that tell it apart from other buttons. */
  applyLabel?: ReactNode;
  /** Shown under the control, and read with the select and the button, while a choice waits. */
  pendingHint?: ReactNode;
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  > * {
    flex: none;
  }
`;

const Field = styled(Select)`
  && {
    flex: 1 1 9rem;
    min-width: 0;
  }
`;

/**
 * A native select whose choice takes effect only when its button is pressed. Moving through the
 * options (with the mouse, the arrow keys that change a closed select, or a screen reader) is only
 * a choice; nothing is applied until the user presses the button, which is announced unavailable
 * but stays focusable while the choice equals the value in effect, so focus never jumps away.
 */
export function SelectWithApply({
  value,
  onApply,
  applyLabel = 'Apply',
  pendingHint,
  id,
  className,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: SelectWithApplyProps) {
  const generatedId = useId();
  const controlId = id ?? `select-apply-${generatedId}`;
  /** The user's choice while it differs from `value`; null shows `value`. */
  const [choice, setChoice] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const chosen = choice ?? value;
  const changed = chosen !== value;
  const hintId = changed && pendingHint ? `${controlId}-pending` : undefined;

  async function apply() {
    if (!changed || applying || disabled) return;
    const applied = chosen;
    setApplying(true);
    try {
      await onApply(applied);
    } finally {
      setApplying(false);
      // A choice made while this one was being applied is kept.
      setChoice((current) => (current === applied ? null : current));
    }
  }

  return (
    <Wrapper className={className}>
      <Row>
        <Field
          {...selectProps}
          id={controlId}
          value={chosen}
          disabled={disabled}
          aria-describedby={describedBy(ariaDescribedBy, hintId)}
          onChange={(event) => setChoice(event.target.value === value ? null : event.target.value)}
        />
        <Button
          disabled={disabled}
          loading={applying}
          aria-disabled={!changed || undefined}
          aria-describedby={hintId}
          onClick={() => void apply()}
        >
          {applyLabel}
        </Button>
      </Row>
      {hintId ? <FieldHint id={hintId}>{pendingHint}</FieldHint> : null}
    </Wrapper>
  );
}
