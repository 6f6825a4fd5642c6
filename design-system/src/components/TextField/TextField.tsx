import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  describedBy,
  FieldError,
  FieldHint,
  FieldLabel,
  FieldWrapper,
  LabelText,
} from '../../utils/field';

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

function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  ariaDescribedBy: string | undefined,
) {
  const generatedId = useId();
  const inputId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return { inputId, hintId, errorId, describedById: describedBy(ariaDescribedBy, hintId, errorId) };
}

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
  const { inputId, hintId, errorId, describedById } = useFieldIds(id, hint, error, ariaDescribedBy);
  const invalid = Boolean(error);
  return (
    <FieldWrapper className={className} $fullWidth={fullWidth}>
      <FieldLabel htmlFor={inputId}>
        <LabelText required={required}>{label}</LabelText>
      </FieldLabel>
      <Input
        id={inputId}
        type={type}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedById}
        $invalid={invalid}
        {...inputProps}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldWrapper>
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
  const { inputId, hintId, errorId, describedById } = useFieldIds(id, hint, error, ariaDescribedBy);
  const invalid = Boolean(error);
  return (
    <FieldWrapper className={className} $fullWidth={fullWidth}>
      <FieldLabel htmlFor={inputId}>
        <LabelText required={required}>{label}</LabelText>
      </FieldLabel>
      <Area
        id={inputId}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedById}
        $invalid={invalid}
        {...textareaProps}
      />
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldWrapper>
  );
}
