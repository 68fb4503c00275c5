import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { themes, type ThemeMode } from './theme';

export interface ClassHubThemeProviderProps {
  mode: ThemeMode;
  children: ReactNode;
}

/** Theme tokens plus the global base styles; the shell renders it once, a remote only when run alone. */
export function ClassHubThemeProvider({ mode, children }: ClassHubThemeProviderProps) {
  return (
    <ThemeProvider theme={themes[mode]}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
