import { afterEach, describe, expect, it } from 'vitest';
import { THEME_KEY } from '@/config/constants';
import { THEMES } from '@/config/themes';
import { applyTheme, restoreSavedTheme, withOpacity } from './apply-theme';

const root = document.documentElement;
const vars = () => ['--main-color', '--accent-color', '--glow-color'].map((v) => root.style.getPropertyValue(v));

describe('themes', () => {
  afterEach(() => root.removeAttribute('style'));

  it('derives the glow from the main colour at half opacity', () => {
    expect(withOpacity('#00F5D4', 0.5)).toBe('rgba(0, 245, 212, 0.5)');
    expect(withOpacity('#3498db', 0.5)).toBe('rgba(52, 152, 219, 0.5)');
  });

  it('sets main, accent and glow on the page', () => {
    applyTheme(THEMES[2]);
    expect(vars()).toEqual(['#9b59b6', '#f1c40f', 'rgba(155, 89, 182, 0.5)']);
  });

  it('restores a saved theme key', () => {
    localStorage.setItem(THEME_KEY, 'green');
    restoreSavedTheme();
    expect(vars()[0]).toBe('#2ecc71');
  });

  it('ignores an unknown saved key', () => {
    localStorage.setItem(THEME_KEY, 'neon');
    restoreSavedTheme();
    expect(vars()).toEqual(['', '', '']);
  });
});
