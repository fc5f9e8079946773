import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { service } from '@/features/content-admin/testing';
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
});
