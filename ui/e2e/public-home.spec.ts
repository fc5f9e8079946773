// The home page of docs/PRODUCT.md §1 against the real binary and its seeded content. On a phone's
// screen: public-home-phone.spec.ts; its fonts and analytics tag: public-home-assets.spec.ts.

import { expect, test } from '@playwright/test';
import { expectScrolledTo, scrollThrough, uniqueSuffix } from './public-support';
import { apiToken } from './support';

const SERVICES = ['Social Media Revamps', 'UGC Packages', 'Posting & Management', 'Content Creation', 'Growth Strategy', 'Local Business Focus'];

interface FirstRender {
  sectionsAtFirstRender?: number;
  shift: number;
}

/** Init script: how many home sections the app's first render held, and the page's layout shift. */
function watchFirstRender() {
  const w = window as unknown as FirstRender;
  w.shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) w.shift += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new MutationObserver((_, observer) => {
    if (!document.getElementById('home')) return;
    w.sectionsAtFirstRender = document.querySelectorAll('main > section').length;
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
}

test.describe('home page', () => {
  test('shows every section with the seeded content', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    // The promise leads; the name stays in the navigation bar.
    await expect(page.getByRole('heading', { level: 1, name: 'Content that makes Miami stop scrolling.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'MYTH Agency' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Let's talk/ })).toHaveAttribute('href', '#contact');

    // Services from the database, each asking for a proposal (and naming its service to screen readers).
    for (const title of SERVICES) {
      await expect(page.locator('#services').getByRole('heading', { level: 3, name: title })).toBeVisible();
      await expect(page.locator('#services').getByRole('link', { name: `Get a proposal for ${title}` })).toHaveAttribute('href', '#contact');
    }

    // Process, testimonials, about and team.
    for (const [index, step] of ['Discovery', 'Strategy', 'Execution', 'Optimization'].entries()) {
      await expect(page.getByRole('heading', { level: 3, name: `Step ${index + 1}: ${step}` })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Client stories' })).toBeVisible();
    await expect(page.getByText('Daniela Ruiz', { exact: true })).toBeVisible();
    await expect(page.getByText('Director of Marketing, Casa Coral Hotel')).toBeVisible();
    const about = page.locator('#about');
    await expect(about.getByText('Alex Rivera', { exact: true })).toBeVisible();
    await expect(about.getByText('Founder & CEO')).toBeVisible();
    // The founder's card links only to profiles the site content names: none seeded, none shown.
    await expect(about.getByRole('link')).toHaveCount(0);

    // The showreel under the hero's words (no media of the hero's own is seeded), once on the page.
    await expect(page.locator('#home video')).toHaveAttribute('poster', '/video/showreel-poster.webp');
    await expect(page.locator('video')).toHaveCount(1);
    // Work: the portfolio with its images.
    const work = page.locator('#work');
    await expect(work.getByRole('heading', { level: 3, name: 'Solana Cocina' })).toBeVisible();
    await expect(work.getByRole('img', { name: 'Palmetto Roasting Co.: Local Marketing' })).toHaveAttribute('width', '800');

    // Logos twice, blog teaser, call to action, contact details.
    await expect(page.locator('[data-testid="marquee"] img')).toHaveCount(12);
    await expect(page.getByRole('img', { name: 'Casa Coral Hotel logo' })).toBeVisible();
    // The teaser: the three newest posts, as the page carries them (other suites publish meanwhile).
    const latest = await page.evaluate(
      () => (JSON.parse(document.getElementById('app-data')!.textContent!) as { latestPosts: { title: string; category: string }[] }).latestPosts,
    );
    expect(latest).toHaveLength(3);
    const teaser = page.locator('section[aria-labelledby="blog-heading"]');
    for (const post of latest) {
      const card = teaser.locator('article').filter({ has: page.getByRole('heading', { level: 3, name: post.title }) });
      await expect(card.getByText(post.category, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog');
    await expect(page.getByRole('link', { name: 'Get Started Now' })).toBeVisible();
    const contact = page.locator('#contact');
    await expect(contact.getByText('Miami, Florida')).toBeVisible();
    await expect(contact.getByRole('link', { name: 'hello@mythagency.example' })).toHaveAttribute('href', 'mailto:hello@mythagency.example');
    await expect(contact.getByRole('link', { name: '+1 (305) 555-0142' })).toHaveAttribute('href', 'tel:+13055550142');
    const lastStat = page.getByTestId('stat-value').last();
    await lastStat.scrollIntoViewIfNeeded();
    await expect(lastStat).toHaveText('4+', { timeout: 6000 });
  });

  test("'Get a proposal' and 'Get Started Now' scroll to the contact form, 100 px below the top", async ({ page }) => {
    await page.goto('/');
    await page.locator('#services').getByRole('link', { name: /^Get a proposal/ }).first().click();
    await expectScrolledTo(page, 'contact');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('link', { name: 'Get Started Now' }).click();
    await expectScrolledTo(page, 'contact');

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.getByRole('link', { name: /Let's talk/ }).click();
    await expectScrolledTo(page, 'contact');
  });

  test('the navigation bar turns dark and blurred once scrolled more than 10 px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).not.toHaveAttribute('data-scrolled', '');
    await page.evaluate(() => window.scrollTo({ top: 8, behavior: 'instant' }));
    await page.waitForTimeout(100);
    await expect(header).not.toHaveAttribute('data-scrolled', '');
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-scrolled', '');
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');
    // Translucent: a dark colour with some transparency left.
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/0?\.75\)$/);
    await expect(header).toHaveCSS('position', 'fixed');
  });

  test('the counters count up to 100+, 10K+, 500K+ and 4+ once visible', async ({ page }) => {
    await page.goto('/');
    const values = page.getByTestId('stat-value');
    await expect(values.first()).toHaveText('0+');
    await values.first().scrollIntoViewIfNeeded();
    await expect(values).toHaveText(['100+', '10K+', '500K+', '4+'], { timeout: 6000 });
  });

  test('the visit counter shows the totals, in the footer', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(page.locator('footer').getByRole('region', { name: 'Site visits' })).toBeVisible();
    await expect(page.getByTestId('visits-total')).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByTestId('visits-today')).toHaveText(/^\d[\d,]*$/);
  });

  test('the visit counter shows zeros when the numbers fail to load', async ({ page }) => {
    await page.route('**/api/analytics/public', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/');
    await expect(page.getByTestId('visits-total')).toHaveText('0');
    await expect(page.getByTestId('visits-today')).toHaveText('0');
  });

  test('visits are recorded: a view with its query and referrer, then the time spent when leaving the page', async ({
    page,
    baseURL,
  }) => {
    const visits: { page: string; referrer?: string; visitDuration?: number }[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/analytics/visit')) visits.push(request.postDataJSON());
    });
    // The query goes with the page (the server reads utm_source from it), the hash does not.
    await page.goto('/?utm_campaign=tracker-check#services');
    await expect.poll(() => visits).toContainEqual({ page: '/?utm_campaign=tracker-check', referrer: '' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect
      .poll(() => visits.some((v) => v.page === '/?utm_campaign=tracker-check' && Number.isInteger(v.visitDuration)))
      .toBe(true);
    // A page reached within the site names the page before it, which the server counts as direct.
    await expect.poll(() => visits).toContainEqual({ page: '/blog', referrer: `${baseURL}/?utm_campaign=tracker-check` });
  });

  test('the visit and the visit counter wait until the page has painted its content', async ({ page }) => {
    for (const path of ['/', '/blog', '/blog/ugc-content-strategy-guide']) {
      await page.goto(path);
      const timing = () =>
        page.evaluate(() => {
          const started = (end: string) =>
            performance.getEntriesByType('resource').find((entry) => entry.name.endsWith(end))?.startTime ?? null;
          return {
            paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
            visit: started('/api/analytics/visit'),
            counter: started('/api/analytics/public'),
          };
        });
      await expect.poll(async () => Object.values(await timing()).every((time) => time !== null), { message: path }).toBe(true);
      const { paint, visit, counter } = await timing();
      expect(visit, path).toBeGreaterThan(paint!);
      expect(counter, path).toBeGreaterThan(paint!);
    }
  });

  test('the footer: every link goes somewhere, profiles open in a new tab, the year is current', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const instagram = footer.getByRole('link', { name: /Instagram/ });
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', /noopener/);
    await expect(instagram).toHaveAttribute('href', /^https:\/\/www\.instagram\.com\//);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} MYTH Agency`);
    // Only profiles the site content names, no placeholders; no Cookies Policy page exists.
    await expect(footer.locator('a[href="#"]')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: /Cookies|TikTok|LinkedIn/ })).toHaveCount(0);

    await footer.getByRole('link', { name: 'About' }).click();
    await expectScrolledTo(page, 'about');
    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('the logo marquee pauses on hover', async ({ page }) => {
    await page.goto('/');
    const marquee = page.getByTestId('marquee');
    const track = marquee.locator('.marquee-track');
    await marquee.scrollIntoViewIfNeeded();
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await marquee.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
    await page.mouse.move(5, 5);
    await expect(track).toHaveCSS('animation-play-state', 'running');
  });

  test('the hero plays the showreel while it is on screen; its button pauses it, scrolling away pauses it too', async ({ page }) => {
    await page.goto('/');
    const video = page.locator('#home video');
    // In full view: the click below must not be the scroll that takes it under a quarter visible.
    await video.scrollIntoViewIfNeeded();
    const playing = () => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0);
    await expect.poll(playing, { timeout: 8000 }).toBe(true);
    await page.getByRole('button', { name: 'Pause showreel' }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await page.getByRole('button', { name: 'Play showreel' }).click();
    await expect.poll(playing).toBe(true);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('bringing any control into view never scrolls a section sideways (decorative glows are clipped)', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('footer')).toBeAttached();
    // Centring a control (as find-in-page, a screen reader or a test's click does) scrolls every
    // ancestor, even one with overflow: hidden; only the real scroll rows may move.
    const shifted = await page.evaluate(() => {
      const scrollable = (e: Element) => /auto|scroll/.test(getComputedStyle(e).overflowX);
      const moved: string[] = [];
      for (const control of document.querySelectorAll<HTMLElement>('main a[href], main button, main input, main textarea, footer a[href]')) {
        if (control.closest('[aria-hidden="true"]')) continue; // the form's trap for bots
        control.scrollIntoView({ block: 'center', inline: 'center' });
        for (let e = control.parentElement; e; e = e.parentElement) {
          if (e.scrollLeft !== 0 && !scrollable(e)) moved.push(`${e.tagName}#${e.id} by ${e.scrollLeft} for ${control.textContent?.trim().slice(0, 30)}`);
        }
      }
      return moved;
    });
    expect(shifted).toEqual([]);
  });

  test('under reduced motion everything shows at once and nothing moves', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1 });
    await expect(hero).toHaveCSS('opacity', '1');
    await expect(hero).toHaveCSS('animation-name', 'none');
    // A reveal far down the page is visible without scrolling to it.
    await expect(page.locator('#contact [data-reveal]').first()).toHaveCSS('opacity', '1');
    await expect(page.locator('.marquee-track')).toHaveCSS('animation-name', 'none');
    // Counters show their final values at once; the showreel waits for the play button.
    await page.getByTestId('stat-value').first().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('stat-value')).toHaveText(['100+', '10K+', '500K+', '4+']);
    const video = page.locator('#home video');
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('the first render holds the hero alone; the sections below follow in order without shifting the screen', async ({ page }) => {
    await page.addInitScript(watchFirstRender);
    await page.goto('/');
    await expect(page.locator('footer')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as FirstRender).sectionsAtFirstRender)).toBe(1);
    const order = await page.evaluate(() =>
      [...document.querySelectorAll('main > section')].map((s) => s.id || s.getAttribute('aria-labelledby') || s.getAttribute('aria-label')),
    );
    expect(order).toEqual([
      'home',
      'clients-heading',
      'work',
      'Results in numbers',
      'services',
      'process-heading',
      'testimonials-heading',
      'about',
      'blog-heading',
      'faq',
      'cta-heading',
      'contact',
    ]);
    // Every service the page was served with (another test may add one to the shared site meanwhile).
    const served = await page.evaluate(
      () => (JSON.parse(document.getElementById('app-data')?.textContent ?? '{}') as { services?: { isActive?: boolean }[] }).services ?? [],
    );
    expect(served.length).toBeGreaterThanOrEqual(6);
    await expect(page.locator('#services li')).toHaveCount(served.filter((s) => s.isActive !== false).length);
    await expect(page.locator('#contact form')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as FirstRender).shift)).toBeLessThan(0.01);
  });

  test('a visit to /#about renders every section at once and lands on it', async ({ page }) => {
    await page.addInitScript(watchFirstRender);
    await page.goto('/#about');
    await expectScrolledTo(page, 'about');
    expect(await page.evaluate(() => (window as unknown as FirstRender).sectionsAtFirstRender)).toBe(12);
  });

  test('reveals fade in as sections scroll into view', async ({ page }) => {
    await page.goto('/');
    const reveal = page.locator('#about [data-reveal]').first();
    await expect(reveal).toHaveCSS('opacity', '0');
    await reveal.scrollIntoViewIfNeeded();
    await expect(reveal).toHaveClass(/is-revealed/);
    await expect(reveal).toHaveCSS('opacity', '1');
  });

  for (const width of [360, 390, 768, 1440, 1920]) {
    test(`has no horizontal scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/blog', '/blog/ugc-content-strategy-guide']) {
        await page.goto(path);
        await scrollThrough(page);
        const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
        expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
      }
    });
  }

  test('a service renamed through the API shows on the home page after a reload', async ({ page, request }) => {
    const token = await apiToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    const list = (await (await request.get('/api/services')).json()) as { services: { id: number; title: string }[] };
    const target = list.services[0]!;
    const renamed = `Renamed Service ${uniqueSuffix()}`;

    await page.goto('/');
    const patched = await request.patch(`/api/services/${target.id}`, { headers: auth, data: { title: renamed } });
    expect(patched.status(), await patched.text()).toBe(200);
    try {
      await page.reload();
      await expect(page.locator('#services').getByRole('heading', { level: 3, name: renamed })).toBeVisible();
    } finally {
      const restored = await request.patch(`/api/services/${target.id}`, { headers: auth, data: { title: target.title } });
      expect(restored.status()).toBe(200);
    }
  });
});
