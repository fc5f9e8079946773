// The public screens of a Spanish page (issue #30): words, links, dates and API calls in the page's
// language, the language switch, and the offer of the language the browser prefers.

import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { resetBlogData } from '@/features/blog/blog-data';
import { resetCaseStudyData } from '@/features/case-studies/case-study-data';
import { resetSiteContent } from '@/features/site-content/site-content';
import { resetSiteData } from '@/features/site-data/site-data';
import { setPageLanguage } from '@/i18n/page';
import { inlineAppData } from '@/testing/app-data';

const SETTINGS = { siteName: 'MYTH Agency', contactEmail: 'hola@myth.example', contactPhone: '+1 (305) 555-0100', publicUrl: '', analyticsId: '', timeZone: 'America/New_York', languages: 'en,es' };

const POST = {
  id: 1,
  slug: 'redes-sociales-en-miami',
  title: 'Redes sociales en Miami: lo que funciona',
  excerpt: 'Lo que aprendimos publicando para negocios locales.',
  category: 'Marketing local',
  categorySlug: 'marketing-local',
  author: 'Alex Rivera',
  coverImage: null,
  publishedAt: '2024-03-12T14:00:00.000Z',
  readTime: 5,
  seoTitle: '',
  seoDescription: '',
};

const inline = (extra: object = {}) =>
  inlineAppData(JSON.stringify({ settings: SETTINGS, services: [], projects: [], testimonials: [], clientLogos: [], ...extra }));

/** Opens `path` as a page in Spanish (app/start-page.ts does this before the app renders). */
async function openSpanish(path: string) {
  window.history.replaceState(null, '', path);
  await setPageLanguage('es', ['en', 'es'], 'America/New_York');
  render(<App />);
}

const languageLinks = async () => within(await screen.findByRole('navigation', { name: 'Idioma' })).getAllByRole('link');

describe('a Spanish page', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    resetSiteData();
    resetSiteContent();
    resetBlogData();
    resetCaseStudyData();
    fetchMock = vi.fn(async () => Response.json({}));
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-US', 'es']);
  });
  afterEach(() => document.getElementById('app-data')?.remove());

  it('speaks Spanish and keeps its links Spanish', async () => {
    inline();
    await openSpanish('/es');
    const main = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(main).getByRole('link', { name: 'Inicio' }).getAttribute('href')).toBe('/es');
    expect(within(main).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/es/blog');
    expect(within(main).getByRole('link', { name: 'Proyectos' }).getAttribute('href')).toBe('/es#work');
    expect(within(main).getByRole('link', { name: 'Hablemos' }).getAttribute('href')).toBe('/es#contact');
    expect(screen.getAllByRole('link', { name: 'Escríbenos' })[0]!.getAttribute('href')).toBe('/es#contact');
    expect(screen.getByRole('link', { name: 'Saltar al contenido' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('MYTH Agency | Agencia de contenido y redes sociales en Miami'));
    const footer = await screen.findByRole('navigation', { name: 'Pie de página' });
    expect(within(footer).getByRole('link', { name: 'Preguntas' }).getAttribute('href')).toBe('/es#faq');
    expect(screen.getByText(/Todos los derechos reservados\.$/)).toBeTruthy();
  });

  it('has a switch with a link per language, each marked with its language, the page’s own current', async () => {
    inline();
    await openSpanish('/es/blog');
    const [english, spanish] = await languageLinks();
    expect(english!.getAttribute('href')).toBe('/blog');
    expect(english!.getAttribute('hreflang')).toBe('en');
    expect(english!.getAttribute('lang')).toBe('en');
    expect(english!.textContent).toContain('English');
    expect(english!.hasAttribute('aria-current')).toBe(false);
    expect(spanish!.getAttribute('href')).toBe('/es/blog');
    expect(spanish!.getAttribute('aria-current')).toBe('true');
    expect(spanish!.textContent).toContain('Español');
  });

  it('the phone menu lists the languages by name too, and a choice is remembered', async () => {
    inline();
    await openSpanish('/es');
    fireEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
    const menu = screen.getByRole('list', { name: 'Idioma' });
    const english = within(menu).getByRole('link', { name: 'English' });
    expect(english.getAttribute('href')).toBe('/');
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(english);
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('shows the blog in Spanish: its cards, dates, read times, categories and pages', async () => {
    inline({
      blog: {
        page: 1,
        pages: 2,
        total: 11,
        category: null,
        categories: [{ slug: 'marketing-local', name: 'Marketing local', count: 1 }, { slug: 'ugc', name: 'UGC', count: 10 }],
        posts: [POST],
      },
    });
    await openSpanish('/es/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    expect(screen.getByRole('link', { name: `Leer más: ${POST.title}` }).getAttribute('href')).toBe('/es/blog/redes-sociales-en-miami');
    expect(screen.getByText('12 de marzo de 2024')).toBeTruthy();
    expect(screen.getByText('5 min de lectura')).toBeTruthy();
    const categories = screen.getByRole('navigation', { name: 'Categorías' });
    expect(within(categories).getByRole('link', { name: /^Todos/ }).textContent).toBe('Todos(11 artículos)');
    expect(within(categories).getByRole('link', { name: /^Marketing local/ }).getAttribute('href')).toBe('/es/blog?category=marketing-local');
    expect(within(categories).getByRole('link', { name: /^Marketing local/ }).textContent).toBe('Marketing local(1 artículo)');
    const pages = screen.getByRole('navigation', { name: 'Páginas del blog' });
    expect(within(pages).getByRole('link', { name: 'Página 2' }).getAttribute('href')).toBe('/es/blog?page=2');
    expect(within(pages).getByRole('link', { name: 'Página siguiente' }).textContent).toBe('Siguiente');
    await waitFor(() => expect(document.title).toBe('Blog | MYTH Agency'));
  });

  it('asks the API for Spanish when the page carries no data', async () => {
    fetchMock.mockImplementation(async (input: string) => {
      if (input === '/api/posts?page=2&limit=10&lang=es') return Response.json({ posts: [POST], total: 12 });
      if (input === '/api/posts?limit=100&lang=es') return Response.json({ posts: [POST], total: 1 });
      return Response.json({});
    });
    await openSpanish('/es/blog?page=2');
    expect(await screen.findByRole('link', { name: `Leer más: ${POST.title}` })).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([path]) => path as string).filter((path) => path.startsWith('/api/') && !path.startsWith('/api/analytics'));
    expect(asked.length).toBeGreaterThan(0);
    for (const path of asked) expect(path).toMatch(/[?&]lang=es$/);
  });

  it('leads from an article to its own version in each language', async () => {
    const alternates = { en: '/blog/social-media-in-miami', es: '/es/blog/redes-sociales-en-miami' };
    inline({ blog: { post: { ...POST, bodyHtml: '<p>Hola.</p>', alternates }, previous: null, next: null } });
    await openSpanish('/es/blog/redes-sociales-en-miami');
    expect(await screen.findByRole('heading', { level: 1, name: POST.title })).toBeTruthy();
    expect((await languageLinks()).map((link) => link.getAttribute('href'))).toEqual(['/blog/social-media-in-miami', '/es/blog/redes-sociales-en-miami']);
    expect(screen.getByText('Escrito por')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Ruta de navegación' }).textContent).toBe(`Inicio/Blog/${POST.title}`);
    expect(screen.getByRole('link', { name: /Pide tu propuesta gratis/ }).getAttribute('href')).toBe('/es#contact');
  });

  it('leads from an article written in Spanish only to the English home', async () => {
    inline({ blog: { post: { ...POST, bodyHtml: '<p>Hola.</p>', alternates: { es: '/es/blog/redes-sociales-en-miami' } }, previous: null, next: null } });
    await openSpanish('/es/blog/redes-sociales-en-miami');
    await screen.findByRole('heading', { level: 1, name: POST.title });
    expect((await languageLinks())[0]!.getAttribute('href')).toBe('/');
  });

  it('is Spanish where nothing is found, and its switch leads home', async () => {
    inline();
    await openSpanish('/es/no-existe');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/es');
    expect(screen.getByRole('link', { name: 'el blog' }).getAttribute('href')).toBe('/es/blog');
    expect((await languageLinks()).map((link) => link.getAttribute('href'))).toEqual(['/', '/es/no-existe']);
  });
});

describe('the offer of another language', () => {
  beforeEach(() => {
    resetSiteData();
    resetSiteContent();
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({})));
  });
  afterEach(() => document.getElementById('app-data')?.remove());

  async function openEnglish(path: string, browser: string[]) {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browser);
    inline();
    window.history.replaceState(null, '', path);
    await setPageLanguage('en', ['en', 'es'], 'America/New_York');
    return render(<App />);
  }

  it('offers Spanish, in Spanish, to a browser that prefers it on an English page; turned down, it stays away', async () => {
    const { unmount } = await openEnglish('/blog', ['es-US', 'en']);
    const offer = await screen.findByRole('complementary', { name: '¿Prefieres leer en español?' });
    expect(offer.getAttribute('lang')).toBe('es');
    expect(within(offer).getByRole('link', { name: 'Ver en español' }).getAttribute('href')).toBe('/es/blog');
    expect(offer.classList.contains('fixed')).toBe(true);
    fireEvent.click(within(offer).getByRole('button', { name: 'No, gracias' }));
    expect(screen.queryByRole('complementary', { name: /español/ })).toBeNull();
    expect(localStorage.getItem('languageOfferDismissed')).toBe('es');

    unmount();
    await openEnglish('/', ['es-US', 'en']);
    await screen.findByRole('navigation', { name: 'Footer' });
    expect(screen.queryByRole('complementary', { name: /español/ })).toBeNull();
  });

  it('taking the offer is remembered as the visitor’s choice', async () => {
    await openEnglish('/', ['es-US']);
    const offer = await screen.findByRole('complementary', { name: '¿Prefieres leer en español?' });
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(within(offer).getByRole('link', { name: 'Ver en español' }));
    expect(localStorage.getItem('language')).toBe('es');
  });

  it('offers nothing to a browser that prefers the page’s language, nor once English was chosen', async () => {
    const { unmount } = await openEnglish('/', ['en-US', 'es']);
    await screen.findByRole('navigation', { name: 'Footer' });
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();

    localStorage.setItem('language', 'en');
    await openEnglish('/', ['es-US']);
    await screen.findByRole('navigation', { name: 'Footer' });
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
