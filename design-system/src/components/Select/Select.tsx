import { type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles, useFieldIds } from '../../utils/field';
import { LabelledField } from '../../utils/LabelledField';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: ReadonlyArray<SelectOption | string>;
  /** First, empty option (value ""), e.g. "Select a city". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[8]};
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;
`;

/** A labelled native select: keyboard and screen readers behave as users expect. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  required,
  fullWidth = true,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...selectProps
}: SelectProps) {
  const { controlId, hintId, errorId, describedById } = useFieldIds(
    id,
    hint,
    error,
    ariaDescribedBy,
    'select',
  );
  const invalid = Boolean(error);
  return (
    <LabelledField
      {...{ controlId, label, required, hint, hintId, error, errorId, fullWidth, className }}
    >
      <StyledSelect
        id={controlId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedById}
        $invalid={invalid}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const {
            value,
            label: text,
            disabled,
          } = typeof option === 'string'
            ? { value: option, label: option, disabled: false }
            : option;
          return (
            <option key={value} value={value} disabled={disabled}>
              {text}
            </option>
          );
        })}
      </StyledSelect>
    </LabelledField>
  );
}
