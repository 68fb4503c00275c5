import { createShellStore } from '../../app/store';
import { selectThemeMode, setTheme, THEME_STORAGE_KEY, toggleTheme } from './theme.slice';

describe('theme slice', () => {
  beforeEach(() => localStorage.clear());

  it('starts light when nothing is stored', () => {
    const store = createShellStore();
    expect(selectThemeMode(store.getState())).toBe('light');
  });

  it('starts from the stored theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    expect(selectThemeMode(createShellStore().getState())).toBe('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(selectThemeMode(createShellStore().getState())).toBe('light');
  });

  it('saves the theme under "theme" when it changes', () => {
    const store = createShellStore();
    store.dispatch(setTheme('dark'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    store.dispatch(toggleTheme());
    expect(selectThemeMode(store.getState())).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
