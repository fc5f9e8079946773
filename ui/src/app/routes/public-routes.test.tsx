import { render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/app';
import { resetSiteData } from '@/features/site-data/site-data';

const SEED = {
  settings: { siteName: 'MYTH Agency', contactEmail: 'team@myth.example', contactPhone: '+1 (305) 555-0100', publicUrl: '', analyticsId: '' },
  services: [{ id: 1, title: 'UGC Packages', description: 'Creator videos', icon: 'clapperboard', position: 1, isActive: true }],
  projects: [],
  testimonials: [],
  clientLogos: [],
};

function inline() {
  const script = document.createElement('script');
  script.id = 'app-data';
  script.type = 'application/json';
  script.textContent = JSON.stringify(SEED);
  document.body.append(script);
}

describe('public screens', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    resetSiteData();
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

  it('the blog lists the three articles with category, read time, date and Read More', () => {
    window.history.replaceState(null, '', '/blog');
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /^Read More/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/blog/miami-social-media-marketing-2024',
      '/blog/ugc-content-strategy-guide',
      '/blog/miami-restaurants-tourism-social-media',
    ]);
    expect(screen.getByText('Mar 12, 2024')).toBeTruthy();
    expect(screen.getByText('7 min read')).toBeTruthy();
  });

  it('an article sets the title and description, and loads its body', async () => {
    inline();
    window.history.replaceState(null, '', '/blog/ugc-content-strategy-guide');
    render(<App />);
    const title = 'The UGC Content Strategy Guide for Local Brands';
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${title} | MYTH Agency Blog`));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^User-generated content/);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe(`Home/Blog/${title}`);
    expect(await screen.findByRole('heading', { level: 2, name: /Step 1/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to All Posts/ }).getAttribute('href')).toBe('/blog');
    expect(screen.getByRole('link', { name: /free proposal/ }).getAttribute('href')).toBe('/#contact');
  });

  it('an unknown article shows Post Not Found and a way back', () => {
    window.history.replaceState(null, '', '/blog/nope');
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeTruthy();
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Blog/ }).getAttribute('href')).toBe('/blog');
  });
});
