import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineAppData } from '@/testing/app-data';
import {
  loadCaseStudy,
  parseCaseStudyPage,
  parseFigures,
  parseStudy,
  resetCaseStudyData,
  studyDescription,
  studyTitle,
} from './case-study-data';

const STUDY = {
  projectId: 3,
  slug: 'brickell-bistro-relaunch',
  title: 'Brickell Bistro',
  category: 'Restaurant',
  description: 'A relaunch for a Brickell bistro.',
  image: '/media/hero.webp',
  client: 'Brickell Bistro LLC',
  results: [{ value: '+240%', label: 'reach in 90 days' }],
  gallery: ['/media/a.webp'],
  video: null,
  bodyHtml: '<p>We did it.</p>',
  seoTitle: '',
  seoDescription: '',
  updatedAt: '2026-11-25T10:00:00Z',
  alternates: { en: '/work/brickell-bistro-relaunch', es: '/es/work/brickell-bistro-relaunch' },
};
const NEXT = { projectId: 4, slug: 'little-havana-cafe', title: 'Little Havana Café' };

const inline = (data: object) => inlineAppData(JSON.stringify(data));

describe('case study data', () => {
  beforeEach(() => resetCaseStudyData());
  afterEach(() => document.getElementById('app-data')?.remove());

  it('reads a page: the study and the next one', () => {
    expect(parseCaseStudyPage({ study: STUDY, next: NEXT })).toEqual({ study: STUDY, next: NEXT });
    expect(parseCaseStudyPage({ study: STUDY, next: { slug: 'x' } })?.next).toBeNull();
  });

  it('drops what the page cannot draw, and fills optional text with ""', () => {
    expect(parseStudy({ ...STUDY, bodyHtml: undefined })).toBeNull();
    expect(parseStudy({ ...STUDY, slug: '' })).toBeNull();
    expect(parseStudy({ ...STUDY, video: 7 })).toBeNull();
    expect(parseCaseStudyPage({ study: null })).toBeNull();
    const sparse = parseStudy({ ...STUDY, client: null, description: undefined, gallery: ['/media/a.webp', '', 4], results: 'x' });
    expect(sparse).toMatchObject({ client: '', description: '', gallery: ['/media/a.webp'], results: [] });
    expect(parseFigures([{ value: '+3', label: 'clients' }, { value: ' ', label: 'blank' }, { value: 1, label: 'n' }, null])).toEqual([
      { value: '+3', label: 'clients' },
    ]);
  });

  it('titles the page as the server does', () => {
    expect(studyTitle(STUDY, 'MYTH Agency')).toBe('Brickell Bistro: case study | MYTH Agency');
    expect(studyTitle({ ...STUDY, seoTitle: 'How a bistro tripled its reach' }, 'MYTH Agency')).toBe('How a bistro tripled its reach | MYTH Agency');
    expect(studyDescription(STUDY)).toBe(STUDY.description);
    expect(studyDescription({ ...STUDY, seoDescription: 'SEO words' })).toBe('SEO words');
  });

  it('uses the inlined page without a request when it is this case study', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    inline({ caseStudy: { study: STUDY, next: NEXT } });
    await expect(loadCaseStudy(STUDY.slug)).resolves.toEqual({ study: STUDY, next: NEXT });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API for another one; a 404 is no case study', async () => {
    const fetchMock = vi.fn(async (input: string) =>
      input === '/api/case-studies/slug/little-havana-cafe'
        ? Response.json({ study: { ...STUDY, ...NEXT }, next: null })
        : Response.json({ message: 'Case study not found' }, { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    inline({ caseStudy: { study: STUDY, next: NEXT } });
    await expect(loadCaseStudy('little-havana-cafe')).resolves.toMatchObject({ study: { title: 'Little Havana Café' }, next: null });
    await expect(loadCaseStudy('nope')).resolves.toBeNull();
  });
});
