// Helpers of the public-site browser tests (the shared ones are in support.ts).

import { expect, type Page } from '@playwright/test';

/** Scrolls down the whole page in steps, so every reveal, counter and lazy image runs; then back up. */
export async function scrollThrough(page: Page) {
  // In the page, not a round trip per step. Each step stays on screen for two frames, so the
  // observers see it, and is the window's height less 100 px: whatever the reveals' observer can
  // see at all (a tenth in view, 50 px above the bottom: REVEAL_OPTIONS in components/ui/reveal.tsx,
  // which the counters use too) it then sees at some step. The height is read at each step, as the
  // home page grows while its lower sections render.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const step = Math.max(100, window.innerHeight - 100);
    for (let top = 0; top <= document.documentElement.scrollHeight; top += step) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/** The distance between the top of the viewport and the top of the element `#id`. */
export function sectionTop(page: Page, id: string) {
  return page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id);
}

/** Waits until the smooth scroll has brought `#id` to rest 100 px below the top of the viewport. */
export async function expectScrolledTo(page: Page, id: string) {
  await expect.poll(() => sectionTop(page, id), { timeout: 6000 }).toBeGreaterThan(90);
  await expect.poll(() => sectionTop(page, id), { timeout: 6000 }).toBeLessThan(110);
}

export function uniqueSuffix() {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}
