// Stored content is data, never markup: text that looks like HTML or script, saved through the
// API, shows as literal text on the public site and in the admin screens, and never runs.

import { expect, test, type Page } from '@playwright/test';
import { apiToken, loginAs } from './support';

const MARK = `pwn${Date.now().toString(36)}`;
const HOSTILE = `<img src=x onerror="window.${MARK}=1"><script>window.${MARK}=1</script>`;

async function neverRan(page: Page) {
  expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], MARK)).toBeUndefined();
}

test('hostile text stored through the API stays text everywhere it is shown', async ({ page, request }) => {
  const token = await apiToken(request);
  const auth = { Authorization: `Bearer ${token}` };
  const service = await request.post('/api/services', {
    headers: auth,
    data: { title: `Evil ${MARK} ${HOSTILE}`, description: `A description ${HOSTILE}`, icon: 'camera', position: -50 },
  });
  expect(service.status()).toBe(201);
  const serviceId = ((await service.json()) as { service: { id: number } }).service.id;
  const testimonial = await request.post('/api/testimonials', {
    headers: auth,
    data: { name: `Mallory ${MARK}`, position: 'Owner', company: `Evil Co ${HOSTILE}`, quote: `Great work ${HOSTILE} really` },
  });
  expect(testimonial.status()).toBe(201);
  const testimonialId = ((await testimonial.json()) as { testimonial: { id: number } }).testimonial.id;
  const inquiry = await request.post('/api/contact', {
    data: { name: `Eve ${MARK}`, email: 'eve@example.com', subject: `Hi ${HOSTILE}`, message: `Message body ${HOSTILE}` },
  });
  expect(inquiry.status()).toBe(201);

  try {
    await page.goto('/');
    await expect(page.getByText(`Evil ${MARK}`, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(HOSTILE, { exact: false }).first()).toBeAttached();
    await neverRan(page);

    await loginAs(page);
    for (const screen of ['/admin/services', '/admin/testimonials', '/admin/contact-submissions', '/admin/content-preview']) {
      await page.goto(screen);
      await expect(page.getByText(MARK, { exact: false }).first()).toBeVisible();
      await neverRan(page);
    }
  } finally {
    await request.delete(`/api/services/${serviceId}`, { headers: auth });
    await request.delete(`/api/testimonials/${testimonialId}`, { headers: auth });
  }
});
