import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, FieldLabel, FieldWrapper } from './field';

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: 2px;
`;

export function LabelText({ children, required }: { children: ReactNode; required?: boolean }) {
  return (
    <>
      {children}
      {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
    </>
  );
}

export interface LabelledFieldProps {
  controlId: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
  fullWidth?: boolean;
  className?: string;
  /** The control, carrying `id={controlId}` and `aria-describedby` from `useFieldIds`. */
  children: ReactNode;
}

/** The frame of a text input, textarea or select: label above, hint and announced error below. */
export function LabelledField({
  controlId,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  fullWidth = true,
  className,
  children,
}: LabelledFieldProps) {
  return (
    <FieldWrapper className={className} $fullWidth={fullWidth}>
      <FieldLabel htmlFor={controlId}>
        <LabelText required={required}>{label}</LabelText>
      </FieldLabel>
      {children}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </FieldWrapper>
  );
}
