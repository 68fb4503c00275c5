import styled, { css } from 'styled-components';
import { Label } from '@classhub/ui';

export const FormNote = styled.p`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font-size: 0.925rem;
`;

/** A field's label; a required one ends in an asterisk that assistive tech skips (the input says aria-required). */
export const FieldLabel = styled(Label)<{ $required?: boolean }>`
  ${({ $required, theme }) =>
    $required &&
    css`
      &::after {
        content: ' *' / '';
        color: ${theme.color.danger};
      }
    `}
`;

/** What the asterisk means, above a form with required fields. */
export const RequiredLegend = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const FieldHint = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.color.textMuted};
`;
