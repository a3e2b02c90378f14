import { forwardRef, type ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { touchTarget } from './touchTarget';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'text';
export type ButtonSize = 's' | 'm' | 'l';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** A request under way: clicks do nothing and it reads as busy and unavailable (aria-busy,
   *  aria-disabled), but unlike `disabled` it keeps the focus, which a disabled button drops to
   *  <body> (and a dialog opened meanwhile would return it there). */
  busy?: boolean;
}

const sizes = {
  s: css`min-height: 32px; padding: 0 ${({ theme }) => theme.space.m}; font-size: ${({ theme }) => theme.fontSizes.s};`,
  m: css`min-height: 40px; padding: 0 ${({ theme }) => theme.space.l}; font-size: ${({ theme }) => theme.fontSizes.m};`,
  l: css`min-height: 48px; padding: 0 ${({ theme }) => theme.space.xl}; font-size: ${({ theme }) => theme.fontSizes.l};`,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    &:hover:not(:disabled, [aria-disabled='true']) { background: ${({ theme }) => theme.colors.primaryHover}; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: ${({ theme }) => theme.colors.onSecondary};
    &:hover:not(:disabled, [aria-disabled='true']) { background: ${({ theme }) => theme.colors.secondaryHover}; }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  `,
  text: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
  `,
};

/** A Button's look for a link (a page to go to, not an action): styled(Link)`${buttonStyle('s', 'secondary')}`. */
export const buttonStyle = (size: ButtonSize, variant: ButtonVariant) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radii.m};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  ${sizes[size]}
  ${touchTarget}
  ${variants[variant]}
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.m};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  ${({ $size }) => sizes[$size]}
  ${touchTarget}
  ${({ $variant }) => variants[$variant]}
  /* aria-disabled: busy (see ButtonProps.busy) */
  &:disabled, &[aria-disabled='true'] { cursor: not-allowed; opacity: 0.55; }
`;

/** Defaults to type="button" so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'm', block = false, type = 'button', busy = false, onClick, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      {...rest}
      // a busy submit button must not submit its form either
      onClick={busy ? (e) => e.preventDefault() : onClick}
    />
  );
});
