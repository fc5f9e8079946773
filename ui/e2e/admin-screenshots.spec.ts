// Screenshots of every admin screen at 1440 and 390 px, for people to look at. Skipped unless
// ADMIN_SCREENSHOTS names a folder: ADMIN_SCREENSHOTS=/tmp/shots npx playwright test admin-screenshots
// (not a test of behaviour: the other admin specs are).

import { test } from '@playwright/test';
import { loginAs } from './support';

const dir = process.env.ADMIN_SCREENSHOTS;
const SCREENS = [
  'dashboard',
  'services',
  'projects',
  'testimonials',
  'client-logos',
  'contact-submissions',
  'content-preview',
  'users',
  'settings',
];

test.skip(!dir, 'set ADMIN_SCREENSHOTS to a folder to take them');

for (const width of [1440, 390]) {
  test(`admin screens at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    for (const [name, subject] of [
      ['Ana Ruiz', 'Menu launch videos for our second location'],
      ['Marcus Bennett', 'Instagram revamp quote'],
    ]) {
      await request.post('/api/contact', {
        data: { name, email: 'screens@example.com', subject, message: 'Hello! We would like a proposal for next month.' },
      });
    }
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await page.goto('/admin');
    await page.screenshot({ path: `${dir}/login-${width}.png`, fullPage: true });
    await page.goto('/admin/register');
    await page.screenshot({ path: `${dir}/register-${width}.png`, fullPage: true });
    await loginAs(page);
    for (const screen of SCREENS) {
      await page.goto(`/admin/${screen}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${dir}/${screen}-${width}.png`, fullPage: true });
    }
    await page.goto('/admin/contact-submissions');
    await page.getByRole('button', { name: /^View/ }).first().click();
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${dir}/inquiry-dialog-${width}.png` });
    await page.goto('/admin/services');
    await page.getByRole('button', { name: 'Add Service' }).click();
    await page.getByRole('button', { name: 'Create Service' }).click();
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${dir}/services-dialog-${width}.png` });
    if (width < 800) {
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.screenshot({ path: `${dir}/menu-${width}.png` });
    }
  });
}
