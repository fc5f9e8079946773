// Content Preview (docs/PRODUCT.md §2): counts, and the live sections with active items only.

import { expect, test } from '@playwright/test';
import { asSuperAdmin, unique } from './admin-support';
import { loginAs } from './support';

test('summary counts and tabs render the live sections; Refresh Preview refetches', async ({ page, request }) => {
  const headers = await asSuperAdmin(request);
  const shown = unique('Preview shown');
  const hidden = unique('Preview hidden');
  const created: number[] = [];
  try {
    await loginAs(page);
    await page.goto('/admin/content-preview');
    const summary = page.getByRole('list', { name: 'Content summary' });
    for (const label of ['Services', 'Portfolio', 'Testimonials', 'Client Logos']) {
      await expect(summary.getByRole('listitem').filter({ hasText: label })).toContainText(/\d+\s*total\s*\d+ active/);
    }
    await expect(summary.getByRole('listitem').filter({ hasText: 'Blog Posts' })).toContainText(/\d+\s*total\s*\d+ published/);

    // Made behind the screen's back: Refresh Preview brings them in.
    for (const [title, isActive] of [
      [shown, true],
      [hidden, false],
    ] as const) {
      const response = await request.post('/api/services', {
        headers,
        data: { title, description: 'Made for the preview test.', icon: 'camera', position: 0, isActive },
      });
      expect(response.status()).toBe(201);
      created.push(((await response.json()) as { service: { id: number } }).service.id);
    }
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText(shown)).toHaveCount(0);
    await page.getByRole('button', { name: 'Refresh Preview' }).click();
    await expect(panel.getByRole('heading', { name: shown })).toBeVisible();
    await expect(panel.getByText(hidden)).toHaveCount(0);

    const tabs = page.getByRole('tablist', { name: 'Sections' });
    await tabs.getByRole('tab', { name: 'Portfolio' }).click();
    await expect(tabs.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').locator('#work')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Testimonials' })).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Client stories' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel').getByTestId('marquee')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Blog' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /^Read More: / }).first()).toBeVisible();
  } finally {
    for (const id of created) await request.delete(`/api/services/${id}`, { headers });
  }
});
