import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { controlStyles, useFieldIds } from '../../utils/field';
import { LabelledField } from '../../utils/LabelledField';

interface TextFieldOwnProps {
  /** Visible label, associated with the input. */
  label: ReactNode;
  /** Help text under the input, read as the input's description. */
  hint?: ReactNode;
  /** Error text: marks the input invalid and is announced. */
  error?: ReactNode;
  /** Shows the required marker and sets `required` on the input. */
  required?: boolean;
  /** Stretch to the container (default true). */
  fullWidth?: boolean;
}

export interface TextFieldProps
  extends
    TextFieldOwnProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, keyof TextFieldOwnProps | 'size'> {
  /** Forwarded to the `<input>` (react-hook-form's `register()` ref works). */
  ref?: Ref<HTMLInputElement>;
}

export interface TextAreaProps
  extends
    TextFieldOwnProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof TextFieldOwnProps> {
  ref?: Ref<HTMLTextAreaElement>;
}

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 96px;
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** A labelled text input with hint and error. Spread `{...register('email')}` straight into it. */
export function TextField({
  label,
  hint,
  error,
  required,
  fullWidth = true,
  id,
  type = 'text',
  className,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const { controlId, hintId, errorId, describedById } = useFieldIds(
    id,
    hint,
    error,
    ariaDescribedBy,
  );
  const invalid = Boolean(error);
  return (
    <LabelledField
      {...{ controlId, label, required, hint, hintId, error, errorId, fullWidth, className }}
    >
      <Input
        id={controlId}
        type={type}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedById}
        $invalid={invalid}
        {...inputProps}
      />
    </LabelledField>
  );
}

/** The multi-line sibling of `TextField` (job descriptions, reviews, posts). */
export function TextArea({
  label,
  hint,
  error,
  required,
  fullWidth = true,
  id,
  className,
  'aria-describedby': ariaDescribedBy,
  ...textareaProps
}: TextAreaProps) {
  const { controlId, hintId, errorId, describedById } = useFieldIds(
    id,
    hint,
    error,
    ariaDescribedBy,
  );
  const invalid = Boolean(error);
  return (
    <LabelledField
      {...{ controlId, label, required, hint, hintId, error, errorId, fullWidth, className }}
    >
      <Area
        id={controlId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedById}
        $invalid={invalid}
        {...textareaProps}
      />
    </LabelledField>
  );
}
