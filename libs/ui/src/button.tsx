import { Link } from '@classhub/routing';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

interface VariantProps {
  $variant?: ButtonVariant;
}

const buttonStyles = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.625rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid transparent;
  font-weight: 600;
  font-size: 0.95rem;
  line-height: 1;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    border-color 0.15s ease,
    color 0.15s ease;

  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: transparent;
          color: ${theme.color.primaryText};
          border-color: ${theme.color.primary};
          &:hover:not(:disabled) {
            background: ${theme.color.primarySoft};
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.color.text};
          &:hover:not(:disabled) {
            background: ${theme.color.surfaceMuted};
          }
        `;
      default:
        return css`
          background: ${theme.color.primary};
          color: ${theme.color.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.color.primaryHover};
          }
        `;
    }
  }}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.textMuted};
    border-color: ${({ theme }) => theme.color.border};
  }
`;

/** A native button; `$variant` picks the look (primary by default). */
export const Button = styled.button.attrs<VariantProps>(({ type }) => ({ type: type ?? 'button' }))<VariantProps>`
  ${buttonStyles}
`;

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export const ButtonLink = styled(Link)<VariantProps>`
  ${buttonStyles}
`;
