import styled from 'styled-components';
import type { ClassHubTheme } from './theme';

export type BadgeTone = 'primary' | 'success' | 'danger' | 'muted';

/* Text colour on a tinted background, both from the theme, so each tone stays readable in light and dark. */
const TONES: Record<BadgeTone, (theme: ClassHubTheme) => { color: string; background: string }> = {
  primary: (theme) => ({ color: theme.color.primaryText, background: theme.color.primarySoft }),
  success: (theme) => ({ color: theme.color.success, background: theme.color.successSoft }),
  danger: (theme) => ({ color: theme.color.danger, background: theme.color.dangerSoft }),
  muted: (theme) => ({ color: theme.color.textMuted, background: theme.color.surfaceMuted }),
};

/** A short coloured label (a status or a role); the word carries the meaning, not the colour. */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  flex: none;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $tone }) => TONES[$tone](theme).color};
  background: ${({ theme, $tone }) => TONES[$tone](theme).background};
`;
