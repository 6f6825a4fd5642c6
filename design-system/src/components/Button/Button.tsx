import type { ElementType, MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { PolymorphicProps } from '../../utils/polymorphic';
import { Spinner } from '../Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, marks the button busy and ignores clicks. */
  loading?: boolean;
  /** Natively disabled: skipped by the keyboard. */
  disabled?: boolean;
  /**
   * Looks and is announced disabled and ignores clicks, but stays focusable, so keyboard and
   * screen-reader users reach it and hear its description (why it is unavailable).
   */
  'aria-disabled'?: boolean | 'true' | 'false';
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Icon before the label. */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  children?: ReactNode;
}

export type ButtonProps<C extends ElementType = 'button'> = PolymorphicProps<C, ButtonOwnProps>;

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.primaryHover};
      border-color: ${({ theme }) => theme.color.primaryHover};
      color: ${({ theme }) => theme.color.onPrimary};
    }
    &:active:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.primaryActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.primarySoft};
      color: ${({ theme }) => theme.color.primaryHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.primary};
    border-color: transparent;
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.primarySoft};
      color: ${({ theme }) => theme.color.primaryHover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.textInverse};
    border-color: ${({ theme }) => theme.color.danger};
    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.dangerHover};
      border-color: ${({ theme }) => theme.color.dangerHover};
      color: ${({ theme }) => theme.color.textInverse};
    }
  `,
} as const;

const sizeStyles = {
  sm: css`
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  md: css`
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[4]};
    font-size: ${({ theme }) => theme.font.size.md};
  `,
  lg: css`
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.font.size.lg};
  `,
} as const;

const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  ${({ $variant }) => variantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

/**
 * The one button of the portal. Renders a `<button type="button">` by default; pass `as={Link}`
 * (or `as="a"` with `href`) to make a link that looks like a button.
 */
export function Button<C extends ElementType = 'button'>(props: ButtonProps<C>) {
  const {
    as,
    variant = 'primary',
    size = 'md',
    loading = false,
    disabled = false,
    fullWidth = false,
    startIcon,
    endIcon,
    children,
    onClick,
    'aria-disabled': ariaDisabled,
    ...rest
  } = props as ButtonProps<'button'> & { as?: ElementType };
  const isNativeButton = as === undefined || as === 'button';
  const inactive = disabled || loading || ariaDisabled === true || ariaDisabled === 'true';

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      // Links cannot be disabled natively: swallow the navigation.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <StyledButton
      as={as}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...(isNativeButton ? { type: 'button', disabled: disabled && !loading } : {})}
      {...rest}
      aria-disabled={inactive || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
    >
      {loading ? <Spinner size="sm" decorative /> : startIcon}
      {children}
      {loading ? null : endIcon}
    </StyledButton>
  );
}
