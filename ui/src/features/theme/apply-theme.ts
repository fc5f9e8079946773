// Applies a theme of docs/PRODUCT.md §9 to the page: main, accent and glow (main at 0.5 opacity) as CSS
// variables, plus <html data-theme>, which index.css uses for the theme's text-safe companions.
// index.html sets data-theme before first paint; this module takes over once the app runs.

import { THEME_KEY } from '@/config/constants';
import { THEMES, type Theme, type ThemeKey } from '@/config/themes';

/** `#rrggbb` at the given opacity, as rgba(). */
export function withOpacity(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--main-color', theme.main);
  root.style.setProperty('--accent-color', theme.accent);
  root.style.setProperty('--glow-color', withOpacity(theme.main, 0.5));
  if (theme.key === THEMES[0].key) root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', theme.key);
}

/** The theme saved under THEME_KEY when it is one of ours, else null. */
export function savedTheme(): Theme | null {
  let key: string | null = null;
  try {
    key = localStorage.getItem(THEME_KEY);
  } catch {
    return null; // Storage disabled: the default theme stands.
  }
  return THEMES.find((t) => t.key === key) ?? null;
}

/** Re-applies the saved theme when its key is one of ours; the CSS default (Teal) stands otherwise. */
export function restoreSavedTheme(): void {
  const theme = savedTheme();
  if (theme && theme.key !== 'default') applyTheme(theme);
}

/** Applies and saves the theme `key`. */
export function chooseTheme(key: ThemeKey): void {
  const theme = THEMES.find((t) => t.key === key) ?? THEMES[0];
  applyTheme(theme);
  try {
    localStorage.setItem(THEME_KEY, theme.key);
  } catch {
    // Not saved: it still applies for this page.
  }
}
