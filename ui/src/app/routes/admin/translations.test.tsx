import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { service } from '@/features/content-admin/testing';
import { testProject, testStudy } from '@/features/case-studies/test-study';
import { testPost } from '@/features/posts/test-post';
import { libraryItem } from '@/testing/media';
import { TEST_CONTENT } from '@/features/site-content/test-content';
import { fakeApi, renderWithQuery } from '@/testing/admin';
import TranslationsRoute from './translations';

/** Every text of the site content translated into Spanish (its states by section, then path). */
const allTranslated = () => ({
  content: TEST_CONTENT,
  versions: {},
  translationStates: Object.fromEntries(
    Object.entries(TEST_CONTENT).map(([section, value]) => [section, Object.fromEntries(paths(value).map((path) => [path, {}]))]),
  ),
});

function paths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => paths(child, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

describe('Translations', () => {
  it('lists the content kinds’ and the site content’s texts left to translate, linked to their editors', async () => {
    const spanish = allTranslated();
    delete (spanish.translationStates.hero as Record<string, unknown>).subtitle;
    fakeApi({
      'GET /api/settings': () => Response.json({ settings: { languages: 'en,es' } }),
      'GET /api/services': () => Response.json({ services: [service(4, 'UGC Packages')] }),
      'GET /api/projects': () => Response.json({ projects: [] }),
      'GET /api/testimonials': () => Response.json({ testimonials: [] }),
      'GET /api/client-logos': () => Response.json({ clientLogos: [] }),
      'GET /api/site-content': (_body, url) =>
        url.includes('lang=es') ? Response.json(spanish) : Response.json({ content: TEST_CONTENT, versions: {} }),
    });
    renderWithQuery(<TranslationsRoute />);

    expect((await screen.findByRole('link', { name: /^Title of UGC Packages/ })).getAttribute('href')).toBe(
      '/admin/services?lang=es&item=4&field=title',
    );
    expect(screen.getByRole('link', { name: /^Subtitle of Hero/ }).getAttribute('href')).toBe('/admin/site-content?lang=es&tab=hero&field=subtitle');
    expect(screen.getByRole('region', { name: 'Español' }).querySelector('[role="status"]')!.textContent).toBe('3 missing');
  });

  it('lists the articles’, case studies’ and alt texts’ fields left to translate, each opening its editor there', async () => {
    const states = (fields: string[]) => ({ es: Object.fromEntries(fields.map((field) => [field, { translatedAt: '2026-11-20T12:00:00Z' }])) });
    const post = { ...testPost(), translationStates: states(['title', 'excerpt', 'category']) };
    const study = { ...testStudy(), translationStates: states(['bodyMarkdown', 'results.0.label']) };
    const outdated = { es: { alt: { translatedAt: '2026-11-20T12:00:00Z', outdatedSince: '2026-11-22T12:00:00Z' } } };
    const photo = { ...libraryItem({ id: 12, url: '/media/12.jpg', name: 'pier.jpg', alt: 'A pier' }), translationStates: outdated };
    fakeApi({
      'GET /api/settings': () => Response.json({ settings: { languages: 'en,es' } }),
      'GET /api/services': () => Response.json({ services: [] }),
      'GET /api/projects': () => Response.json({ projects: [testProject()] }),
      'GET /api/testimonials': () => Response.json({ testimonials: [] }),
      'GET /api/client-logos': () => Response.json({ clientLogos: [] }),
      'GET /api/case-studies': () => Response.json({ caseStudies: [study], links: [] }),
      'GET /api/posts': () => Response.json({ posts: [post], total: 1 }),
      'GET /api/admin/media': () => Response.json({ media: [photo], total: 1 }),
      'GET /api/site-content': (_body, url) => Response.json(url.includes('lang=es') ? allTranslated() : { content: TEST_CONTENT, versions: {} }),
    });
    renderWithQuery(<TranslationsRoute />);

    expect((await screen.findByRole('link', { name: /^Body of Hello Miami/ })).getAttribute('href')).toBe(
      '/admin/blog-posts/edit/hello-miami?lang=es&field=bodyMarkdown',
    );
    expect(screen.getByRole('link', { name: /^Result 2 \(3\.1M\) of Case study of Solana Cocina/ }).getAttribute('href')).toBe(
      '/admin/projects/3/case-study?lang=es&field=results.1.label',
    );
    const alt = screen.getByRole('link', { name: /^Alt text of pier\.jpg/ });
    expect(alt.getAttribute('href')).toBe('/admin/media?lang=es&item=12&field=alt');
    expect(alt.textContent).toContain('Out of date');
    // The article's body, the case study's second label and the alt text (texts with no English
    // are not listed), and the project's three texts never translated.
    expect(screen.getByRole('link', { name: /^Title of Solana Cocina/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Español' }).querySelector('[role="status"]')!.textContent).toBe('5 missing, 1 out of date');
  });
});
