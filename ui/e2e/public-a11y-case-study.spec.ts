// A case study's page, made for the check with a result, a gallery and a film, in each of the four
// themes: no serious or critical accessibility violations (axe), one heading and one main.

import { expect, test } from '@playwright/test';
import { expectNoSeriousViolationsInEachTheme } from './a11y-support';
import { asSuperAdmin, createProject, unique } from './admin-support';

test.describe('a case study page', () => {
  let path = '';
  test.beforeAll(async ({ playwright }, info) => {
    const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
    const project = await createProject(request, unique('E2E A11y case'), { image: '/images/work/casa-coral-hotel.svg' });
    const headers = await asSuperAdmin(request);
    const library = await request.get('/api/admin/media?kind=image&limit=2', { headers });
    const images = ((await library.json()) as { media: { url: string }[] }).media.map((m) => m.url);
    const response = await request.put(`/api/projects/${project.id}/case-study`, {
      headers,
      data: {
        status: 'published',
        client: 'Casa Coral Hotel',
        bodyMarkdown: '## The brief\n\nA **summer** relaunch.\n\n- Forty creator videos\n- One [booking page](/#contact)',
        results: [
          { value: '+240%', label: 'reach in 90 days' },
          { value: '3.1M', label: 'video views' },
          { value: '+38', label: 'direct bookings a month' },
        ],
        gallery: images.length ? images : ['/images/work/lumeira-skin.svg'],
        video: '/video/showreel.mp4',
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    path = `/work/${((await response.json()) as { caseStudy: { slug: string } }).caseStudy.slug}`;
    await request.dispose();
  });

  test('has no serious accessibility violations in any theme, one heading and one main', async ({ page }) => {
    test.setTimeout(90_000);
    await expectNoSeriousViolationsInEachTheme(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
  });
});

