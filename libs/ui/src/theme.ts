export const THEME_MODES = ['light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

export function isThemeMode(value: unknown): value is ThemeMode {
  return typeof value === 'string' && (THEME_MODES as readonly string[]).includes(value);
}

/** Design tokens. Colour pairs are chosen for WCAG AA contrast (4.5:1 or better for text). */
export interface ClassHubTheme {
  mode: ThemeMode;
  color: {
    background: string;
    surface: string;
    surfaceMuted: string;
    text: string;
    textMuted: string;
    border: string;
    primary: string;
    primaryHover: string;
    onPrimary: string;
    primarySoft: string;
    /** Purple that is readable as text on `background`/`surface`. */
    primaryText: string;
    /** Readable as text and icons on `surface`; `successSoft` is its tinted background. */
    success: string;
    successSoft: string;
    danger: string;
    dangerSoft: string;
    dangerBorder: string;
    focus: string;
    navBackground: string;
    navBackgroundScrolled: string;
    footerBackground: string;
    footerText: string;
    footerMuted: string;
  };
  radius: { sm: string; md: string; lg: string; pill: string };
  shadow: { card: string; raised: string };
  font: { body: string; heading: string };
  /** Min widths of the medium and large layouts. */
  breakpoint: { md: string; lg: string };
  /** `headerHeight`: the sticky top bar's height, which toasts and sticky panels keep clear of. */
  layout: { maxWidth: string; headerHeight: string };
}

const shared = {
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  breakpoint: { md: '640px', lg: '1024px' },
  layout: { maxWidth: '1200px', headerHeight: '4.75rem' },
};

export const lightTheme: ClassHubTheme = {
  ...shared,
  mode: 'light',
  color: {
    background: '#f7f6fb',
    surface: '#ffffff',
    surfaceMuted: '#f1eefa',
    text: '#1c1830',
    textMuted: '#55506a',
    border: '#e2ddf0',
    primary: '#6d28d9',
    primaryHover: '#5b21b6',
    onPrimary: '#ffffff',
    primarySoft: '#ede7fb',
    primaryText: '#6d28d9',
    success: '#166534',
    successSoft: '#e7f6ec',
    danger: '#b91c1c',
    dangerSoft: '#fdecec',
    dangerBorder: '#ef4444',
    focus: '#f59e0b',
    navBackground: '#ffffff',
    navBackgroundScrolled: 'rgba(255, 255, 255, 0.72)',
    footerBackground: '#1c1830',
    footerText: '#f4f2fb',
    footerMuted: '#bdb7d3',
  },
  shadow: {
    card: '0 1px 2px rgba(28, 24, 48, 0.06), 0 4px 16px rgba(28, 24, 48, 0.06)',
    raised: '0 10px 30px rgba(28, 24, 48, 0.14)',
  },
};

export const darkTheme: ClassHubTheme = {
  ...shared,
  mode: 'dark',
  color: {
    background: '#121020',
    surface: '#1c1930',
    surfaceMuted: '#252140',
    text: '#f1eff8',
    textMuted: '#b4aecb',
    border: '#35304f',
    primary: '#7c3aed',
    primaryHover: '#6d28d9',
    onPrimary: '#ffffff',
    primarySoft: '#2c2550',
    primaryText: '#c4b5fd',
    success: '#86efac',
    successSoft: '#17331f',
    danger: '#fca5a5',
    dangerSoft: '#3a1a22',
    dangerBorder: '#f87171',
    focus: '#fbbf24',
    navBackground: '#1c1930',
    navBackgroundScrolled: 'rgba(28, 25, 48, 0.72)',
    footerBackground: '#0b0a14',
    footerText: '#f1eff8',
    footerMuted: '#b4aecb',
  },
  shadow: {
    card: '0 1px 2px rgba(0, 0, 0, 0.3), 0 4px 16px rgba(0, 0, 0, 0.25)',
    raised: '0 10px 30px rgba(0, 0, 0, 0.45)',
  },
};

export const themes: Record<ThemeMode, ClassHubTheme> = { light: lightTheme, dark: darkTheme };

declare module 'styled-components' {
  // Lets every styled component read the tokens with types; an interface is how the augmentation works.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends ClassHubTheme {}
}
