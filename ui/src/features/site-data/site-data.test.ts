import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineAppData } from '@/testing/app-data';
import { photoInfo } from '@/testing/media';
import {
  DEFAULT_SETTINGS,
  fetchSiteData,
  loadSiteData,
  parseMediaMap,
  parseSiteData,
  parseStudyLinks,
  readInlinedSiteData,
  resetSiteData,
} from './site-data';

const service = (id: number, extra: object = {}) => ({
  id,
  title: `Service ${id}`,
  description: 'A long enough description',
  icon: 'sparkles',
  position: id,
  isActive: true,
  ...extra,
});

const PHOTO = '/media/3f2a9c0d1e5b7a64.jpg';
const PHOTO_INFO = photoInfo([
  { url: '/media/3f2a9c0d1e5b7a64-480.webp', width: 480, format: 'webp' },
  { url: '/media/3f2a9c0d1e5b7a64-960.webp', width: 960, format: 'webp' },
]);

const PAYLOAD = {
  settings: { siteName: 'Studio X', contactEmail: 'hi@x.example', contactPhone: '+1 305 000', publicUrl: '', analyticsId: 'G-1' },
  services: [service(1), service(2), service(3, { isActive: false })],
  projects: [{ id: 1, title: 'P', category: 'C', description: 'D', image: '/images/work/p.svg', position: 0, isActive: true }],
  testimonials: [{ id: 1, name: 'N', position: 'Owner', company: 'Co', quote: 'Q', avatar: null, isActive: true }],
  clientLogos: [
    { id: 2, src: '/images/logos/b.svg', alt: 'B logo', width: 80, position: 1, isActive: true },
    { id: 1, src: '/images/logos/a.svg', alt: 'A logo', width: null, position: null, isActive: true },
  ],
  caseStudies: [{ projectId: 1, slug: 'p-relaunch', title: 'P' }],
  media: { [PHOTO]: PHOTO_INFO },
};

const inline = inlineAppData;

describe('site data', () => {
  beforeEach(() => resetSiteData());
  afterEach(() => document.getElementById('app-data')?.remove());

  it('reads what the server inlined, active items only, in the order the server gave', () => {
    inline(JSON.stringify(PAYLOAD));
    const data = readInlinedSiteData();
    expect(data?.settings.siteName).toBe('Studio X');
    expect(data?.services.map((s) => s.id)).toEqual([1, 2]);
    expect(data?.projects).toHaveLength(1);
    expect(data?.testimonials[0]?.avatar).toBeNull();
    expect(data?.clientLogos.map((l) => l.id)).toEqual([2, 1]);
    expect(data?.clientLogos[1]?.width).toBeNull();
    expect(data?.media[PHOTO]).toEqual(PHOTO_INFO);
    expect(data?.caseStudies).toEqual([{ projectId: 1, slug: 'p-relaunch', title: 'P' }]);
  });

  it('uses the inlined data without any request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    inline(JSON.stringify(PAYLOAD));
    await expect(loadSiteData()).resolves.toMatchObject({ settings: { siteName: 'Studio X' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('has no inlined data when the script is missing or broken', () => {
    expect(readInlinedSiteData()).toBeNull();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    inline('{not json');
    expect(readInlinedSiteData()).toBeNull();
  });

  it('drops malformed items and fills missing settings with defaults', () => {
    const data = parseSiteData({
      settings: { siteName: '  ', contactEmail: 42 },
      services: [service(1), { id: 'x' }, null, service(2, { title: 7 })],
      projects: 'nope',
      clientLogos: [{ id: 3, src: '/l.svg', alt: 'L', width: 'wide', isActive: true }],
    });
    expect(data?.settings).toEqual(DEFAULT_SETTINGS);
    expect(data?.services.map((s) => s.id)).toEqual([1]);
    expect(data?.projects).toEqual([]);
    expect(data?.testimonials).toEqual([]);
    expect(data?.clientLogos).toEqual([]);
    expect(data?.media).toEqual({});
    expect(data?.caseStudies).toEqual([]);
    expect(parseSiteData('x')).toBeNull();
  });

  it('keeps the well-formed case study links: a card links only to a page that has a slug', () => {
    const links = parseStudyLinks([
      { projectId: 1, slug: 'one', title: 'One', extra: true },
      { projectId: '2', slug: 'two', title: 'Two' },
      { projectId: 3, slug: '', title: 'Three' },
      { projectId: 4, title: 'Four' },
      null,
    ]);
    expect(links).toEqual([{ projectId: 1, slug: 'one', title: 'One' }]);
    expect(parseStudyLinks({ projectId: 1 })).toEqual([]);
  });

  it('keeps the well-formed entries of the media map, their variants narrowest first', () => {
    const video = { width: 1920, height: 1080, color: null, kind: 'video', mime: 'video/mp4', poster: PHOTO, variants: [] };
    const map = parseMediaMap({
      [PHOTO]: { ...PHOTO_INFO, variants: [...PHOTO_INFO.variants].reverse() },
      '/media/clip.mp4': video,
      // An SVG: no colour, no poster, no variants (missing optional fields read as null).
      '/media/logo.svg': { width: 120, height: 48, kind: 'image', mime: 'image/svg+xml', variants: [], alt: 'The logo' },
      '/media/no-size.jpg': { ...PHOTO_INFO, width: '4000' },
      '/media/audio.mp3': { ...PHOTO_INFO, kind: 'audio' },
      '/media/no-variants.jpg': { ...PHOTO_INFO, variants: null },
      '/media/bad-colour.jpg': { ...PHOTO_INFO, color: 7 },
      '/media/null.jpg': null,
      '/media/odd-variants.jpg': { ...PHOTO_INFO, variants: [{ url: '/media/a.webp', width: 'wide', format: 'webp' }, PHOTO_INFO.variants[0]] },
    });
    expect(Object.keys(map).sort()).toEqual([PHOTO, '/media/clip.mp4', '/media/logo.svg', '/media/odd-variants.jpg'].sort());
    expect(map[PHOTO]?.variants.map((v) => v.width)).toEqual([480, 960]);
    expect(map['/media/clip.mp4']).toEqual(video);
    expect(map['/media/logo.svg']).toMatchObject({ color: null, poster: null, variants: [], alt: 'The logo' });
    expect(map[PHOTO]?.alt).toBeUndefined();
    expect(map['/media/odd-variants.jpg']?.variants).toEqual([PHOTO_INFO.variants[0]]);
    expect(parseMediaMap([PHOTO_INFO])).toEqual({});
    expect(parseMediaMap('nope')).toEqual({});
  });

  it('falls back to the public API, one call per part, when nothing is inlined', async () => {
    const bodies: Record<string, unknown> = {
      '/api/settings': { settings: PAYLOAD.settings },
      '/api/services': { services: PAYLOAD.services },
      '/api/projects': { projects: PAYLOAD.projects },
      '/api/testimonials': { testimonials: PAYLOAD.testimonials },
      '/api/client-logos': { clientLogos: PAYLOAD.clientLogos },
      '/api/case-studies': { links: PAYLOAD.caseStudies },
      '/api/media': { media: PAYLOAD.media },
    };
    const fetchMock = vi.fn(async (input: string) => new Response(JSON.stringify(bodies[input]), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);

    const data = await loadSiteData();
    expect(fetchMock.mock.calls.map(([path]) => path).sort()).toEqual(Object.keys(bodies).sort());
    expect(data.settings.analyticsId).toBe('G-1');
    expect(data.services.map((s) => s.title)).toEqual(['Service 1', 'Service 2']);
    expect(data.media[PHOTO]?.width).toBe(4000);
    expect(data.caseStudies.map((l) => l.slug)).toEqual(['p-relaunch']);

    // Fetched once for the page's life.
    await loadSiteData();
    expect(fetchMock).toHaveBeenCalledTimes(Object.keys(bodies).length);
  });

  it('keeps the parts that loaded when others fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) =>
        input === '/api/services'
          ? new Response(JSON.stringify({ services: [service(1)] }), { status: 200 })
          : new Response('boom', { status: 500 }),
      ),
    );
    const data = await fetchSiteData();
    expect(data.services).toHaveLength(1);
    expect(data.settings).toEqual(DEFAULT_SETTINGS);
    expect(data.projects).toEqual([]);
    expect(data.media).toEqual({});
  });
});
