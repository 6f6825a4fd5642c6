import { type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, useFieldIds } from '../../utils/field';
import { LabelText } from '../../utils/LabelledField';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
`;

const Row = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.textMuted : theme.color.text)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
`;

const Box = styled.input<{ $invalid: boolean }>`
  width: 18px;
  height: 18px;
  margin: 3px 0 0;
  flex-shrink: 0;
  accent-color: ${({ theme }) => theme.color.primary};
  outline: ${({ theme, $invalid }) => ($invalid ? `2px solid ${theme.color.danger}` : 'none')};
  outline-offset: 1px;
  cursor: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Indented = styled.div`
  padding-left: calc(18px + ${({ theme }) => theme.space[2]});
`;

/** A native checkbox with its label, optional hint and error. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  required,
  disabled,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const {
    controlId: inputId,
    hintId,
    errorId,
    describedById,
  } = useFieldIds(id, hint, error, ariaDescribedBy, 'checkbox');
  const invalid = Boolean(error);
  return (
    <Wrapper className={className}>
      <Row htmlFor={inputId} $disabled={Boolean(disabled)}>
        <Box
          id={inputId}
          type="checkbox"
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedById}
          $invalid={invalid}
          {...inputProps}
        />
        <span>
          <LabelText required={required}>{label}</LabelText>
        </span>
      </Row>
      {hint ? (
        <Indented>
          <FieldHint id={hintId}>{hint}</FieldHint>
        </Indented>
      ) : null}
      {error ? (
        <Indented>
          <FieldError id={errorId} role="alert">
            {error}
          </FieldError>
        </Indented>
      ) : null}
    </Wrapper>
  );
}
