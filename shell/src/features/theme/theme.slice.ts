import { createListenerMiddleware, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { isThemeMode, type ThemeMode } from '@classhub/ui';

/** localStorage key of the chosen theme (spec: light/dark saved under `theme`). */
export const THEME_STORAGE_KEY = 'theme';

export interface ThemeState {
  mode: ThemeMode;
}

export function readStoredTheme(): ThemeMode {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeMode(stored) ? stored : 'light';
  } catch {
    return 'light';
  }
}

function saveTheme(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Blocked storage only means the choice is not remembered; the switch itself still works.
  }
}

export const themeSlice = createSlice({
  name: 'theme',
  initialState: (): ThemeState => ({ mode: readStoredTheme() }),
  reducers: {
    setTheme(state, action: PayloadAction<ThemeMode>) {
      state.mode = action.payload;
    },
    toggleTheme(state) {
      state.mode = state.mode === 'light' ? 'dark' : 'light';
    },
  },
  selectors: {
    selectThemeMode: (state) => state.mode,
  },
});

export const { setTheme, toggleTheme } = themeSlice.actions;
export const { selectThemeMode } = themeSlice.selectors;

/** Saves the theme whenever it changes; reducers stay pure. */
export const themePersistence = createListenerMiddleware();
themePersistence.startListening({
  matcher: isAnyOf(setTheme, toggleTheme),
  effect: (_action, listenerApi) => {
    saveTheme(themeSlice.selectSlice(listenerApi.getState() as { theme: ThemeState }).mode);
  },
});
