// The public site in English and Spanish (issue #30) against the real binary and its seeded copy:
// a visitor switching language on every page kind and reading the page's chrome in Spanish under
// /es, the offer of the language the browser prefers (once, remembered without a cookie, moving
// nothing), inquiries sent as Spanish, and axe on /es in every theme.

import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolationsInEachTheme } from './a11y-support';
import { asSuperAdmin, createProject, unique } from './admin-support';

/** A seeded article and its Spanish version's slug (migrations/V20__spanish_seed.sql). */
const ARTICLE = { en: '/blog/miami-social-media-marketing-2024', es: '/es/blog/marketing-en-redes-sociales-en-miami' } as const;

/** The navigation bar's language switch: "Language" on an English page, "Idioma" on a Spanish one. */
const languageSwitch = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: /^(Language|Idioma)$/ });

/** The offer of another language, in either language (an article's call to action is an aside too). */
const anyOffer = (page: Page) => page.getByRole('complementary', { name: /^(¿Prefieres leer en español\?|Prefer to read in English\?)$/ });

/** Switches the page to `name` ("Español", "English") with the navigation bar and waits for it. */
async function switchTo(page: Page, name: 'English' | 'Español', address: string | RegExp) {
  await languageSwitch(page).getByRole('link', { name }).click();
  await expect(page).toHaveURL(address);
  await expect(page.locator('html')).toHaveAttribute('lang', name === 'Español' ? 'es' : 'en');
}

/** The page's chrome is Spanish: the navigation bar, the switch's current language, the footer. */
async function expectSpanishChrome(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es');
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/es/blog');
  await expect(nav.getByRole('link', { name: 'Hablemos' })).toHaveAttribute('href', '/es#contact');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Escríbenos' })).toBeVisible();
  const current = languageSwitch(page).getByRole('link', { name: 'Español' });
  await expect(current).toHaveAttribute('aria-current', 'true');
  await expect(current).toHaveAttribute('hreflang', 'es');
  await expect(current).toHaveAttribute('lang', 'es');
  const footer = page.getByRole('navigation', { name: 'Pie de página' });
  await expect(footer.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/es/privacy');
  await expect(page.getByText(/Todos los derechos reservados\.$/)).toBeVisible();
}

test.describe('switching languages', () => {
  test('on the home page: to /es and back, every link of the Spanish page Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(languageSwitch(page).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await switchTo(page, 'Español', /\/es$/);
    await expectSpanishChrome(page);
    await expect(page).toHaveTitle(/Agencia de contenido y redes sociales en Miami$/);
    await expect(page.locator('#services').getByText('Pide tu propuesta').first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Formulario de contacto' }).getByLabel('Nombre')).toBeVisible();
    // No public link of the Spanish page leaves Spanish (the switch's own English link aside).
    const outside = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) =>
        links
          .filter((link) => !link.hasAttribute('hreflang') && !link.getAttribute('href')!.startsWith('/admin'))
          .map((link) => link.getAttribute('href')!)
          .filter((href) => href !== '/es' && !href.startsWith('/es/') && !href.startsWith('/es#') && !/^\/(media|images|video)\//.test(href)),
      );
    expect(outside).toEqual([]);
    await switchTo(page, 'English', /\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeVisible();
  });

  test('on the blog: to /es/blog, whose cards and pages stay Spanish', async ({ page }) => {
    await page.goto('/blog');
    await switchTo(page, 'Español', /\/es\/blog$/);
    await expectSpanishChrome(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    await expect(page.getByText('Bitácora', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\d+ min de lectura$/).first()).toBeVisible();
    await expect(page.getByText(/^\d{1,2} de [a-z]+ de \d{4}$/).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categorías' }).getByRole('link', { name: /^Todos/ })).toHaveAttribute('href', '/es/blog');
    const card = page.getByRole('link', { name: /^Leer más: / }).first();
    await expect(card).toHaveAttribute('href', /^\/es\/blog\/[a-z0-9-]+$/);
    await switchTo(page, 'English', /\/blog$/);
  });

  test('on an article: to its Spanish version, under its own slug, and back', async ({ page }) => {
    const response = await page.goto(ARTICLE.en);
    expect(response?.status()).toBe(200);
    await switchTo(page, 'Español', new RegExp(`${ARTICLE.es}$`));
    await expectSpanishChrome(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect(crumbs.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/es');
    await expect(page.getByText('Escrito por', { exact: true })).toBeAttached();
    await expect(page.getByText(/ de [a-z]+ de 2024$/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Pide tu propuesta gratis/ })).toHaveAttribute('href', '/es#contact');
    await switchTo(page, 'English', new RegExp(`${ARTICLE.en}$`));
  });

  test('on a case study: to its Spanish version, under its own slug, and back', async ({ page, request }) => {
    const title = unique('E2E Estudio');
    const project = await createProject(request, title);
    const put = async (data: object) => {
      const response = await request.put(`/api/projects/${project.id}/case-study`, { headers: await asSuperAdmin(request), data });
      expect(response.status(), await response.text()).toBe(200);
      return ((await response.json()) as { caseStudy: { slug: string } }).caseStudy;
    };
    const { slug } = await put({ status: 'published', client: 'Casa Test', bodyMarkdown: 'How we did it.', results: [{ value: '+240%', label: 'reach in 90 days' }] });
    const spanish = `${slug}-es`;
    await put({ translations: { es: { slug: spanish, bodyMarkdown: 'Cómo lo hicimos.', 'results.0.label': 'alcance en 90 días' } } });

    await page.goto(`/work/${slug}`);
    await switchTo(page, 'Español', new RegExp(`/es/work/${spanish}$`));
    await expectSpanishChrome(page);
    await expect(page.getByText('Caso de éxito', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resultados' }).getByText('alcance en 90 días')).toBeVisible();
    await expect(page.getByText('Cómo lo hicimos.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Proyectos' })).toHaveAttribute('href', '/es#work');
    await switchTo(page, 'English', new RegExp(`/work/${slug}$`));
    await expect(page.getByText('Case study', { exact: true })).toBeVisible();
  });

  for (const [path, heading] of [
    ['/privacy', 'Política de privacidad'],
    ['/terms', 'Términos'],
  ] as const) {
    test(`on ${path}: the same page under /es`, async ({ page }) => {
      await page.goto(path);
      await switchTo(page, 'Español', new RegExp(`/es${path}$`));
      await expectSpanishChrome(page);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading) })).toBeVisible();
      await switchTo(page, 'English', new RegExp(`${path}$`));
    });
  }

  test('on Not Found: a Spanish 404 under /es, whose switch leads to the English home', async ({ page }) => {
    const response = await page.goto('/es/no-existe');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
    await expectSpanishChrome(page);
    await switchTo(page, 'English', /\/$/);
  });

  test('on a phone: the menu lists the languages by name', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/es');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const languages = page.getByRole('list', { name: 'Idioma' });
    await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    await languages.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

});

test.describe('the offer of Spanish to a browser that prefers it', () => {
  test.use({ locale: 'es-US' });

  test('comes once, in Spanish, over the page: turned down, it stays away, with no cookie', async ({ page, context }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { shift: number };
      w.shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/blog');
    const offer = page.getByRole('complementary', { name: '¿Prefieres leer en español?' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'es');
    await expect(offer).toHaveCSS('position', 'fixed');
    await expect(offer.getByRole('link', { name: 'Ver en español' })).toHaveAttribute('href', '/es/blog');
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);

    await offer.getByRole('button', { name: 'No, gracias' }).click();
    await expect(offer).toBeHidden();
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(anyOffer(page)).toHaveCount(0);
    expect(await context.cookies()).toEqual([]);
  });

  test('taken, leads to the same page in Spanish, where nothing more is offered', async ({ page }) => {
    await page.goto(ARTICLE.en);
    await anyOffer(page).getByRole('link', { name: 'Ver en español' }).click();
    await expect(page).toHaveURL(new RegExp(`${ARTICLE.es}$`));
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(anyOffer(page)).toHaveCount(0);
    // Back on an English page, the visitor's choice brings the offer of Spanish again.
    await page.goto('/');
    await expect(page.getByRole('complementary', { name: '¿Prefieres leer en español?' })).toBeVisible();
  });

  test('is not made on a Spanish page, nor after English was chosen with the switch', async ({ page }) => {
    await page.goto('/es');
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(anyOffer(page)).toHaveCount(0);
    await switchTo(page, 'English', /\/$/);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(anyOffer(page)).toHaveCount(0);
  });

  test('has no serious accessibility violations in any theme', async ({ page }) => {
    test.setTimeout(90_000);
    await expectNoSeriousViolationsInEachTheme(page, '/privacy');
    await expect(page.getByRole('complementary', { name: '¿Prefieres leer en español?' })).toBeVisible();
  });
});

test.describe('a Spanish-speaking visitor', () => {
  test.use({ locale: 'es-US' });

  test('from a Spanish page, the contact form checks and thanks in Spanish and sends the inquiry as Spanish', async ({ page }) => {
    await page.goto('/es#contact');
    const form = page.getByRole('form', { name: 'Formulario de contacto' });
    await form.getByRole('button', { name: /Enviar mensaje/ }).click();
    await expect(form.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
    await form.getByLabel('Nombre').fill('Ana López');
    await form.getByLabel('Correo electrónico').fill('ana@example.com');
    await form.getByLabel('Asunto').fill('Contenido para mi restaurante');
    await form.getByLabel('Mensaje').fill('Abrimos un segundo local en Wynwood y necesitamos contenido.');
    const sent = page.waitForRequest('**/api/contact');
    await form.getByRole('button', { name: /Enviar mensaje/ }).click();
    expect((await sent).postDataJSON()).toMatchObject({ name: 'Ana López', lang: 'es' });
    await expect(page.getByRole('heading', { name: '¡Gracias, Ana López! Ya recibimos tu mensaje.' })).toBeVisible();
  });
});

test.describe('Spanish pages', () => {
  test.describe.configure({ mode: 'parallel' });

  test('keep the title the server gave them once the app runs', async ({ page, request }) => {
    for (const path of ['/es', '/es/blog', '/es/blog?page=1', ARTICLE.es, '/es/privacy', '/es/terms', '/es/no-existe']) {
      const served = /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1];
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeAttached();
      const unescape = (text: string) => text.replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"');
      expect(await page.title(), path).toBe(unescape(served ?? ''));
    }
  });

  for (const path of ['/es', '/es/blog', ARTICLE.es] as const) {
    test(`${path} has no serious accessibility violations in any theme`, async ({ page }) => {
      test.setTimeout(120_000);
      await expectNoSeriousViolationsInEachTheme(page, path);
    });
  }
});
