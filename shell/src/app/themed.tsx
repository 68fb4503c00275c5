import type { ReactNode } from 'react';
import { ClassHubThemeProvider } from '@classhub/ui';
import { selectThemeMode } from '../features/theme/theme.slice';
import { useAppSelector } from './store';

/** Applies the theme held in the store to the whole page, remotes included. */
export function ThemeFromStore({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectThemeMode);
  return <ClassHubThemeProvider mode={mode}>{children}</ClassHubThemeProvider>;
}
