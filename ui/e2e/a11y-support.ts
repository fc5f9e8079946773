// What the accessibility specs share: the themes, axe's rule sets and the whole-page check.

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { scrollThrough } from './public-support';

export const THEMES = ['default', 'blue', 'purple', 'green'] as const;
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Opens `path` in `theme`, shows every reveal and lets animations settle: no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, path: string, theme: string) {
  await page.addInitScript((key) => localStorage.setItem('theme', key), theme);
  await page.goto(path);
  await scrollThrough(page);
  await page.waitForTimeout(1200); // reveals and the hero entrance finish
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`);
  expect(serious, `${path} in ${theme}`).toEqual([]);
}
