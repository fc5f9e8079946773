import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { TranslationReport } from '@/lib/translations';
import { fakeApi, renderWithQuery } from '@/testing/admin';
import { type ReportSource, TranslationsView } from './translations-view';

const report = (title: string, entries: TranslationReport['entries'], extra: Partial<TranslationReport> = {}): TranslationReport => ({
  title,
  entries,
  pending: false,
  error: null,
  retry: () => {},
  ...extra,
});

const languages = (setting: string) => fakeApi({ 'GET /api/settings': () => Response.json({ settings: { languages: setting } }) });

describe('TranslationsView', () => {
  it('lists, per language, what is left in each editor, by item, each a link to its field', async () => {
    languages('en,es');
    const asked: string[] = [];
    const sources: ReportSource[] = [
      (lang) => {
        asked.push(lang);
        return report('Services', [
          { where: 'UGC Packages', field: 'Title', status: 'missing', href: '/admin/services?lang=es&item=1&field=title' },
          {
            where: 'UGC Packages',
            field: 'Description',
            status: 'outdated',
            since: '2026-03-12T15:00:00Z',
            href: '/admin/services?lang=es&item=1&field=description',
          },
        ]);
      },
      () => report('Projects', []),
      () => report('Site Content', [{ where: 'Hero', field: 'Headline', status: 'missing', href: '/admin/site-content?lang=es&tab=hero&field=headline' }]),
    ];
    renderWithQuery(<TranslationsView sources={sources} />);

    const spanish = await screen.findByRole('region', { name: 'Español' });
    expect(asked).toContain('es');
    expect(spanish.querySelector('[role="status"]')!.textContent).toBe('2 missing, 1 out of date');
    expect(screen.getByRole('region', { name: /^Services/ })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Projects/ })).toBeNull();
    const title = screen.getByRole('link', { name: /^Title of UGC Packages/ });
    expect(title.getAttribute('href')).toBe('/admin/services?lang=es&item=1&field=title');
    expect(title.textContent).toContain('Missing');
    expect(screen.getByRole('link', { name: /^Description of UGC Packages/ }).textContent).toContain('Out of date');
    expect(screen.getByRole('link', { name: /^Headline of Hero/ }).getAttribute('href')).toBe('/admin/site-content?lang=es&tab=hero&field=headline');
  });

  it('says when everything is translated', async () => {
    languages('en,es');
    renderWithQuery(<TranslationsView sources={[() => report('Services', [])]} />);
    expect(await screen.findByText('Everything is translated into Español.')).toBeTruthy();
  });

  it('waits for every report', async () => {
    languages('en,es');
    renderWithQuery(<TranslationsView sources={[() => report('Services', []), () => report('Projects', [], { pending: true })]} />);
    expect(await screen.findByText('Loading what is left in Español')).toBeTruthy();
  });

  it('says which report could not load, and not that everything is translated', async () => {
    languages('en,es');
    renderWithQuery(<TranslationsView sources={[() => report('Services', [], { error: new Error('500: down') })]} />);
    expect(await screen.findByText('Could not load the services')).toBeTruthy();
    expect(screen.queryByText('Everything is translated into Español.')).toBeNull();
  });

  it('on a site of one language, says how to add one', async () => {
    languages('en');
    renderWithQuery(<TranslationsView sources={[() => report('Services', [])]} />);
    expect(await screen.findByText('The site speaks English only')).toBeTruthy();
  });
});
