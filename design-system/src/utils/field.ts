import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** ids for a field's hint and error, and the `aria-describedby` that joins them. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

/**
 * A field's ids: the control's (`id`, else a generated `<prefix>-…`), its hint's and error's when
 * shown, and the `aria-describedby` joining them to any the caller passed.
 */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  ariaDescribedBy: string | undefined,
  prefix = 'field',
) {
  const generatedId = useId();
  const controlId = id ?? `${prefix}-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return {
    controlId,
    hintId,
    errorId,
    describedById: describedBy(ariaDescribedBy, hintId, errorId),
  };
}

export const FieldWrapper = styled.div<{ $fullWidth?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  width: ${({ $fullWidth = true }) => ($fullWidth ? '100%' : 'auto')};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.danger};
`;

/** Shared look of text inputs, textareas and selects. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.dangerHover : theme.color.text)};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.primary)};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }
  &:disabled {
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.textMuted};
    cursor: not-allowed;
  }
`;
