// Applies a theme of SPEC.md §9 to the page: main, accent and glow (main at 0.5 opacity).

import { THEME_KEY } from '@/config/constants';
import { THEMES, type Theme } from '@/config/themes';

/** `#rrggbb` at the given opacity, as rgba(). */
export function withOpacity(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--main-color', theme.main);
  root.style.setProperty('--accent-color', theme.accent);
  root.style.setProperty('--glow-color', withOpacity(theme.main, 0.5));
}

/** Re-applies the saved theme when its key is one of ours; the CSS default (Teal) stands otherwise. */
export function restoreSavedTheme(): void {
  let key: string | null = null;
  try {
    key = localStorage.getItem(THEME_KEY);
  } catch {
    return;
  }
  const theme = THEMES.find((t) => t.key === key);
  if (theme && theme.key !== 'default') applyTheme(theme);
}
