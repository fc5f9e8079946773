import { render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { resetBlogData } from '@/features/blog/blog-data';
import { resetCaseStudyData } from '@/features/case-studies/case-study-data';
import { resetSiteData } from '@/features/site-data/site-data';
import { inlineAppData } from '@/testing/app-data';

const SEED = {
  settings: { siteName: 'MYTH Agency', contactEmail: 'team@myth.example', contactPhone: '+1 (305) 555-0100', publicUrl: '', analyticsId: '' },
  services: [{ id: 1, title: 'UGC Packages', description: 'Creator videos', icon: 'clapperboard', position: 1, isActive: true }],
  projects: [],
  testimonials: [],
  clientLogos: [],
};

const ARTICLE = {
  id: 2,
  slug: 'ugc-content-strategy-guide',
  title: 'The UGC Content Strategy Guide for Local Brands',
  excerpt: 'User-generated content outperforms polished ads on trust and cost.',
  category: 'Content Strategy',
  categorySlug: 'content-strategy',
  author: 'Alex Rivera',
  coverImage: '/images/blog/ugc-content-strategy-guide.svg',
  publishedAt: '2024-04-02T14:00:00.000Z',
  readTime: 7,
  seoTitle: '',
  seoDescription: '',
};
const OLDER = {
  ...ARTICLE,
  id: 1,
  slug: 'miami-social-media-marketing-2024',
  title: 'Social Media Marketing in Miami: What Works in 2024',
  category: 'Local Marketing',
  categorySlug: 'local-marketing',
  publishedAt: '2024-03-12T14:00:00.000Z',
  readTime: 5,
};
const BLOG_INDEX = {
  page: 1,
  pages: 2,
  total: 12,
  category: null,
  categories: [
    { slug: 'content-strategy', name: 'Content Strategy', count: 11 },
    { slug: 'local-marketing', name: 'Local Marketing', count: 1 },
  ],
  posts: [ARTICLE, OLDER],
};

const inline = (extra: object = {}) => inlineAppData(JSON.stringify({ ...SEED, ...extra }));

describe('public screens', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    resetSiteData();
    resetBlogData();
    resetCaseStudyData();
    fetchMock = vi.fn(async (input: string) =>
      new Response(input === '/api/analytics/public' ? '{"totalVisits":12345,"todayVisits":3}' : '{}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => document.getElementById('app-data')?.remove());

  it('the home page paints the inlined content at once, without fetching it', async () => {
    inline();
    render(<App />);
    expect(screen.getByRole('heading', { level: 3, name: 'UGC Packages' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'team@myth.example' }).getAttribute('href')).toBe('mailto:team@myth.example');
    expect(screen.getByText('Miami, Florida')).toBeTruthy();
    const fetched = fetchMock.mock.calls.map(([path]) => path);
    expect(fetched).not.toContain('/api/services');
    expect(fetched).not.toContain('/api/settings');
    // The visit counter: a spinner, then the totals (grouped like en-US).
    expect(await screen.findByText('12,345')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
  });

  it('the visit counter shows zeros when the numbers cannot be loaded', async () => {
    inline();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => new Response('nope', { status: 500 }));
    render(<App />);
    await waitFor(() => expect(screen.getByTestId('visits-total').textContent).toBe('0'));
    expect(screen.getByTestId('visits-today').textContent).toBe('0');
  });

  it('the blog paints the page the server inlined: cards, categories and numbered pages', async () => {
    inline({ blog: BLOG_INDEX });
    window.history.replaceState(null, '', '/blog');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /^Read More/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/blog/ugc-content-strategy-guide', '/blog/miami-social-media-marketing-2024']);
    expect(screen.getByText('Mar 12, 2024')).toBeTruthy();
    expect(screen.getByText('7 min read')).toBeTruthy();
    const categories = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(categories).getByRole('link', { name: /^All posts/ }).getAttribute('aria-current')).toBe('page');
    expect(within(categories).getByRole('link', { name: /^Local Marketing/ }).getAttribute('href')).toBe('/blog?category=local-marketing');
    const pages = screen.getByRole('navigation', { name: 'Pages of the blog' });
    expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/blog?page=2');
    expect(within(pages).getByRole('link', { name: /^Next/ }).getAttribute('href')).toBe('/blog?page=2');
    expect(fetchMock.mock.calls.map(([path]) => path).filter((p: string) => p.startsWith('/api/posts'))).toEqual([]);
    // The first card's cover is on the first screen (its largest paint): loaded at once; the others wait.
    const covers = [...document.querySelectorAll('article img')];
    expect(covers.map((img) => img.getAttribute('loading'))).toEqual(['eager', ...covers.slice(1).map(() => 'lazy')]);
    expect(covers[0]?.getAttribute('fetchpriority')).toBe('high');
  });

  it('a page of the blog reached without its data asks the API', async () => {
    fetchMock.mockImplementation(async (input: string) => {
      if (input === '/api/posts?page=2&limit=10') return Response.json({ posts: [ARTICLE], total: 12 });
      if (input === '/api/posts?limit=100') return Response.json({ posts: [ARTICLE, OLDER], total: 2 });
      return Response.json({});
    });
    window.history.replaceState(null, '', '/blog?page=2');
    render(<App />);
    expect(await screen.findByRole('link', { name: /^Read More: The UGC Content Strategy Guide/ })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages of the blog' });
    expect(within(pages).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('link', { name: /^Previous/ }).getAttribute('href')).toBe('/blog');
    await waitFor(() => expect(document.title).toBe('Blog, page 2 | MYTH Agency'));
  });

  it("an article shows the server's body, its title and description, and its neighbours", async () => {
    inline({ blog: { post: { ...ARTICLE, bodyHtml: '<h2>Step 1: brief the creators</h2><p>Body.</p>' }, previous: { slug: 'miami-social-media-marketing-2024', title: 'Older' }, next: null } });
    window.history.replaceState(null, '', '/blog/ugc-content-strategy-guide');
    render(<App />);
    const title = 'The UGC Content Strategy Guide for Local Brands';
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} | MYTH Agency Blog`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^User-generated content/);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe(`Home/Blog/${title}`);
    expect(screen.getByRole('heading', { level: 2, name: /Step 1/ })).toBeTruthy();
    const more = screen.getByRole('navigation', { name: 'More articles' });
    expect(within(more).getByRole('link', { name: /Previous article/ }).getAttribute('href')).toBe('/blog/miami-social-media-marketing-2024');
    expect(within(more).queryByRole('link', { name: /Next article/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to All Posts/ }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('link', { name: /free proposal/ }).getAttribute('href')).toBe('/#contact');
  });

  it('an unknown article shows Post Not Found and a way back', async () => {
    fetchMock.mockImplementation(async (input: string) =>
      input === '/api/posts/slug/nope' ? Response.json({ message: 'Post not found' }, { status: 404 }) : Response.json({}),
    );
    window.history.replaceState(null, '', '/blog/nope');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeTruthy();
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Blog/ }).getAttribute('href')).toBe('/blog');
  });

  it('a case study shows its title, client, results, story, gallery and the next one', async () => {
    const study = {
      projectId: 7,
      slug: 'solana-cocina-relaunch',
      title: 'Solana Cocina',
      category: 'Restaurant',
      description: 'A relaunch for a Wynwood kitchen.',
      image: '/images/work/solana-cocina.svg',
      client: 'Solana Group',
      results: [{ value: '+240%', label: 'reach in 90 days' }],
      gallery: ['/media/a.jpg'],
      video: null,
      bodyHtml: '<h2>The brief</h2><p>Fill the tables on weeknights.</p>',
      seoTitle: '',
      seoDescription: '',
      updatedAt: '2026-11-25T10:00:00Z',
    };
    const media = {
      '/media/a.jpg': {
        width: 1600,
        height: 1000,
        color: '#334455',
        kind: 'image',
        mime: 'image/jpeg',
        poster: null,
        variants: [{ url: '/media/a-480.webp', width: 480, format: 'webp' }],
      },
    };
    inline({ caseStudy: { study, next: { projectId: 8, slug: 'casa-coral', title: 'Casa Coral' } }, media });
    window.history.replaceState(null, '', '/work/solana-cocina-relaunch');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Solana Cocina' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Solana Cocina: case study | MYTH Agency'));
    expect(screen.getByText('Solana Group')).toBeTruthy();
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('+240%')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'The brief' })).toBeTruthy();
    const gallery = screen.getByRole('region', { name: 'Gallery' });
    const image = within(gallery).getByRole('img', { name: 'Solana Cocina: image 1 of 1' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.parentElement?.querySelector('source')?.getAttribute('srcset')).toBe('/media/a-480.webp 480w');
    const more = screen.getByRole('navigation', { name: 'More case studies' });
    expect(within(more).getByRole('link', { name: /Casa Coral/ }).getAttribute('href')).toBe('/work/casa-coral');
    expect(screen.getByRole('link', { name: /Get a proposal/ }).getAttribute('href')).toBe('/#contact');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('an unknown case study is the Not Found page', async () => {
    fetchMock.mockImplementation(async (input: string) =>
      input === '/api/case-studies/slug/nope' ? Response.json({ message: 'Case study not found' }, { status: 404 }) : Response.json({}),
    );
    window.history.replaceState(null, '', '/work/nope');
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });
});
