// What the accessibility specs share: the themes and how to change theme in an open page, axe's
// rule sets and the whole-page check, and the wait for animations to end.

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { THEMES as PALETTE } from '../src/config/themes';
import { scrollThrough } from './public-support';

/** The theme keys of docs/PRODUCT.md §9; the first is the default, which a new page shows. */
export const THEMES = PALETTE.map((theme) => theme.key);
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe on the open page (within `include` when given, but what `exclude` selects), with `tags` or
 * else every rule axe runs by default: its serious and critical violations, each with up to five
 * of its nodes.
 */
export async function seriousViolations(
  page: Page,
  { tags, include, exclude = [] }: { tags?: string[]; include?: string; exclude?: string[] } = {},
): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default mode opens a blank page for every run to
  // merge the frames' results, which costs as much as the run; what it adds, frames of another
  // origin, the site's Content-Security-Policy forbids (default-src 'self', no frame-src), and the
  // admin's preview frames share the page's origin, so both modes check the same nodes.
  let axe = new AxeBuilder({ page }).setLegacyMode();
  if (tags) axe = axe.withTags(tags);
  if (include) axe = axe.include(include);
  for (const selector of exclude) axe = axe.exclude(selector);
  const results = await axe.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.map((n) => n.target.join(' '));
      const more = nodes.length > 5 ? `\n  and ${nodes.length - 5} more` : '';
      return `${v.id} (${v.impact}): ${v.help}\n  ${nodes.slice(0, 5).join('\n  ')}${more}`;
    });
}

/**
 * Waits until every animation and transition that has an end has ended: the reveals, the hero's
 * entrance, colours fading to a new theme. The endless ones (drifting glows, the logo marquee) go on.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const deadline = performance.now() + 15_000;
    for (;;) {
      // Two frames: what the last scroll or style change starts (an observer's reveal) has started.
      await frame();
      await frame();
      const ending = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      if (ending.length === 0) return;
      if (performance.now() > deadline) {
        const names = ending.map((a) =>
          a instanceof CSSTransition ? a.transitionProperty : a instanceof CSSAnimation ? a.animationName : a.id,
        );
        throw new Error(`animations still running after 15 s: ${names.join(', ')}`);
      }
      const ended = Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1000))]);
    }
  });
}

/**
 * Re-colours the open page in `key` as the theme picker does (features/theme/apply-theme.ts: the
 * key saved, the three colour variables and <html data-theme>), then lets the colours settle. The
 * picker itself is only drawn inside the open menus, which would change the page being checked.
 */
export async function switchTheme(page: Page, key: string) {
  const theme = PALETTE.find((t) => t.key === key);
  if (!theme) throw new Error(`no theme ${key}`);
  const n = Number.parseInt(theme.main.slice(1), 16);
  const glow = `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, 0.5)`;
  await page.evaluate(
    ({ key, main, accent, glow, isDefault }) => {
      localStorage.setItem('theme', key);
      const root = document.documentElement;
      root.style.setProperty('--main-color', main);
      root.style.setProperty('--accent-color', accent);
      root.style.setProperty('--glow-color', glow);
      if (isDefault) root.removeAttribute('data-theme');
      else root.setAttribute('data-theme', key);
    },
    { key, main: theme.main, accent: theme.accent, glow, isDefault: key === PALETTE[0].key },
  );
  await settle(page);
}

/**
 * Opens `path`, shows every reveal and lets animations settle, then checks it in each of `themes` in
 * turn (loading and scrolling the page once, not once a theme): no serious or critical violation.
 */
export async function expectNoSeriousViolationsInEachTheme(
  page: Page,
  path: string,
  themes: readonly string[] = THEMES,
) {
  await page.goto(path);
  await scrollThrough(page);
  await settle(page);
  await expect(page.locator('[data-reveal]:not(.is-revealed)'), 'every reveal shown').toHaveCount(0);
  for (const theme of themes) {
    if (theme !== THEMES[0]) await switchTheme(page, theme);
    expect.soft(await seriousViolations(page, { tags: AXE_TAGS }), `${path} in ${theme}`).toEqual([]);
  }
}
