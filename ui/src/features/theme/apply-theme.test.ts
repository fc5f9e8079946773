import { afterEach, describe, expect, it } from 'vitest';
import { THEME_KEY } from '@/config/constants';
import { THEMES } from '@/config/themes';
import html from '../../../index.html?raw';
import { applyTheme, chooseTheme, restoreSavedTheme, savedTheme, withOpacity } from './apply-theme';

const root = document.documentElement;
const vars = () => ['--main-color', '--accent-color', '--glow-color'].map((v) => root.style.getPropertyValue(v));

describe('themes', () => {
  afterEach(() => {
    root.removeAttribute('style');
    root.removeAttribute('data-theme');
  });

  it('derives the glow from the main colour at half opacity', () => {
    expect(withOpacity('#00F5D4', 0.5)).toBe('rgba(0, 245, 212, 0.5)');
    expect(withOpacity('#3498db', 0.5)).toBe('rgba(52, 152, 219, 0.5)');
  });

  it('sets main, accent and glow on the page', () => {
    applyTheme(THEMES[2]);
    expect(vars()).toEqual(['#9b59b6', '#f1c40f', 'rgba(155, 89, 182, 0.5)']);
    expect(root.dataset.theme).toBe('purple');
  });

  it('marks no data-theme for the default theme', () => {
    applyTheme(THEMES[1]);
    applyTheme(THEMES[0]);
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(vars()[0]).toBe('#00F5D4');
  });

  it('restores a saved theme key', () => {
    localStorage.setItem(THEME_KEY, 'green');
    restoreSavedTheme();
    expect(vars()[0]).toBe('#2ecc71');
    expect(root.dataset.theme).toBe('green');
  });

  it('ignores an unknown saved key', () => {
    localStorage.setItem(THEME_KEY, 'neon');
    restoreSavedTheme();
    expect(vars()).toEqual(['', '', '']);
    expect(savedTheme()).toBeNull();
  });

  it('chooseTheme applies and saves the key', () => {
    chooseTheme('blue');
    expect(localStorage.getItem(THEME_KEY)).toBe('blue');
    expect(vars()).toEqual(['#3498db', '#e74c3c', 'rgba(52, 152, 219, 0.5)']);
    expect(savedTheme()?.name).toBe('Ocean');
  });
});

describe('the inline script of index.html (theme before first paint)', () => {
  const script = /<script>([^<]*localStorage[^<]*)<\/script>/.exec(html)?.[1] ?? '';

  afterEach(() => root.removeAttribute('data-theme'));

  it('exists and runs before any stylesheet or module', () => {
    expect(script).toContain('"theme"');
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('type="module"'));
  });

  it.each(THEMES.filter((t) => t.key !== 'default').map((t) => t.key))('marks the saved %s theme on <html>', (key) => {
    localStorage.setItem(THEME_KEY, key);
    new Function(script)();
    expect(root.dataset.theme).toBe(key);
  });

  it.each(['default', 'neon', ''])('leaves <html> alone for %j', (key) => {
    localStorage.setItem(THEME_KEY, key);
    new Function(script)();
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});
