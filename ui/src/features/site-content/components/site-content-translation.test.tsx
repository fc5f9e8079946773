import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, remove } from '@/lib/toast';
import type { TranslationStates } from '@/lib/translations';
import { fakeApi, renderWithQuery, sentBodies } from '@/testing/admin';
import { TEST_CONTENT } from '../test-content';
import type { SiteContent } from '../types';
import type { Controls } from './form-context';
import { SiteContentEditor } from './site-content-editor';

afterEach(() => {
  remove();
  window.history.replaceState(null, '', '/');
});

const CONTROLS: Controls = {
  mediaInput: ({ onValueChange: _set, accept: _accept, ...input }) => <input {...input} />,
  markdownInput: ({ control, value, onChange }) => (
    <textarea {...control} value={value} onInput={(e) => onChange((e.currentTarget as HTMLTextAreaElement).value)} />
  ),
};

const SPANISH_PATCH = '/api/admin/site-content?lang=es';

/** The Spanish as the server answers it: the eyebrow translated, the subtitle translated before
 * its English changed, every other text the English (a visitor's fallback). */
const SPANISH: SiteContent = {
  ...TEST_CONTENT,
  hero: { ...TEST_CONTENT.hero, eyebrow: 'Estudio de contenido · Miami', subtitle: 'Contenido que para el scroll en Miami, cada semana.' },
};
const STATES: TranslationStates = {
  hero: {
    eyebrow: { translatedAt: '2026-03-01T10:00:00Z' },
    subtitle: { translatedAt: '2026-03-01T10:00:00Z', outdatedSince: '2026-03-12T15:00:00Z' },
  },
};

function serve(spanish = { content: SPANISH, versions: { hero: 2 }, translationStates: STATES }, patch?: (body: unknown) => Response) {
  return fakeApi({
    'GET /api/settings': () => Response.json({ settings: { languages: 'en,es' } }),
    'GET /api/site-content': (_body, url) =>
      url.includes('lang=es') ? Response.json(spanish) : Response.json({ content: TEST_CONTENT, versions: { hero: 3 } }),
    'PATCH /api/admin/site-content': (body, url) =>
      patch?.(body) ?? (url.includes('lang=es') ? Response.json(spanish) : Response.json({ content: TEST_CONTENT, versions: {} })),
  });
}

async function inSpanish(tab = 'Hero') {
  renderWithQuery(<SiteContentEditor controls={CONTROLS} preview={() => null} />);
  fireEvent.click(await screen.findByRole('radio', { name: 'Español' }));
  fireEvent.click(await screen.findByRole('tab', { name: new RegExp(`^${tab}`) }));
  return screen.findByRole('form', { name: tab });
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('SiteContentEditor in another language', () => {
  it('shows each text beside its English with its state, and what is the same in every language read-only', async () => {
    serve();
    const form = await inSpanish();

    expect(screen.getAllByRole('status').some((s) => s.textContent === '6 missing, 1 out of date')).toBe(true);
    expect(screen.getByRole('tab', { name: /^Hero/ }).textContent).toContain('7');
    expect(input(/^Eyebrow/).value).toBe('Estudio de contenido · Miami');
    expect(input(/^Eyebrow/).closest('[data-translation]')!.getAttribute('data-translation')).toBe('current');
    expect(input(/^Subtitle/).closest('[data-translation]')!.textContent).toContain('Out of date');
    expect(input(/^Subtitle/).closest('[data-translation]')!.textContent).toContain(TEST_CONTENT.hero.subtitle);
    // A text with no translation is empty, its English beside it.
    expect(input(/^Main button/).value).toBe('');
    expect(input(/^Main button/).closest('[data-translation]')!.textContent).toContain('Missing');
    expect(input(/^Main button/).closest('[data-translation]')!.textContent).toContain("Let's talk");
    expect(input(/^Capability 1/).getAttribute('lang')).toBe('es');
    // The list's items are translated in place: none is added, removed or moved here.
    expect(within(form).queryByRole('button', { name: 'Add capability' })).toBeNull();
    expect(within(form).queryByRole('button', { name: /Remove capability/ })).toBeNull();
    expect(within(form).getByRole('group', { name: 'Picture or video' }).textContent).toContain('The same in every language');
    // The History is the English versions'.
    expect(screen.queryByRole('button', { name: /History/ })).toBeNull();
  });

  it('saves the section in Spanish on its Spanish version; untouched missing texts go back as they came', async () => {
    const saved = {
      content: { ...SPANISH, hero: { ...SPANISH.hero, primaryLabel: 'Hablemos' } },
      versions: { hero: 3 },
      translationStates: { hero: { ...STATES.hero, primaryLabel: { translatedAt: '2026-03-20T10:00:00Z' } } },
    };
    const api = serve(undefined, () => Response.json(saved));
    await inSpanish();
    fireEvent.input(input(/^Main button/), { target: { value: 'Hablemos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Hero' }));

    await waitFor(() => expect(currentToasts()[0]).toMatchObject({ title: 'Hero saved in Español' }));
    expect(sentBodies(api, 'PATCH', SPANISH_PATCH)).toEqual([
      { hero: { ...SPANISH.hero, primaryLabel: 'Hablemos', media: null }, versions: { hero: 2 } },
    ]);
    expect(sentBodies(api, 'PATCH', '/api/admin/site-content')).toEqual([]);
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent === '5 missing, 1 out of date')).toBe(true));
    expect(input(/^Main button/).value).toBe('Hablemos');
    expect(input(/^Second button/).value).toBe('');
  });

  it('a Spanish section someone else saved first opens the conflict dialog', async () => {
    const theirs = {
      content: { ...SPANISH, hero: { ...SPANISH.hero, eyebrow: 'Su estudio · Miami' } },
      versions: { hero: 4 },
      translationStates: STATES,
    };
    serve(undefined, () => Response.json({ message: 'Changed meanwhile', current: theirs, changedBy: 'ana' }, { status: 412 }));
    await inSpanish();
    fireEvent.input(input(/^Main button/), { target: { value: 'Hablemos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Hero' }));

    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this Hero section' });
    fireEvent.click(within(conflict).getByRole('button', { name: 'Reload theirs' }));
    await waitFor(() => expect(input(/^Eyebrow/).value).toBe('Su estudio · Miami'));
    expect(input(/^Main button/).value).toBe('');
  });

  it('a stat’s figure is the same in every language, its label is translated', async () => {
    serve();
    const form = await inSpanish('Stats');
    expect(within(form).getByRole('group', { name: 'Figure of stat 1' }).textContent).toContain('100+');
    expect(input(/^Label of stat 1/).closest('[data-translation]')!.textContent).toContain('UGC videos created');
    expect(within(form).queryByRole('button', { name: 'Add stat' })).toBeNull();
    expect(within(form).queryByRole('button', { name: /Move stat/ })).toBeNull();
  });

  it('which sections show is not translated', async () => {
    serve();
    await inSpanish('Sections shown');
    expect(screen.getByText(/Nothing here is translated/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Visibility' })).toBeNull();
  });

  it('keeps the tab and each language’s unsaved changes while the other language is shown', async () => {
    serve();
    await inSpanish('Process');
    fireEvent.input(input(/^Heading/), { target: { value: 'Cómo *trabajamos*' } });
    fireEvent.click(screen.getByRole('radio', { name: 'English (default)' }));
    expect(screen.getByRole('tab', { name: /^Process/ }).getAttribute('aria-selected')).toBe('true');
    expect(input(/^Heading/).value).toBe(TEST_CONTENT.process.heading);
    fireEvent.click(screen.getByRole('radio', { name: 'Español' }));
    expect(input(/^Heading/).value).toBe('Cómo *trabajamos*');
    expect(screen.getByRole('tab', { name: /^Process/ }).textContent).toContain('(unsaved changes)');
  });

  it('an address from the Translations overview opens the tab in its language, on its field', async () => {
    window.history.replaceState(null, '', '/admin/site-content?lang=es&tab=process&field=steps.1.title');
    serve();
    renderWithQuery(<SiteContentEditor controls={CONTROLS} preview={() => null} />);
    await waitFor(() => expect(document.activeElement).toBe(input(/^Title of step 2/)));
    expect(screen.getByRole('tab', { name: /^Process/ }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('radio', { name: 'Español' }) as HTMLInputElement).checked).toBe(true);
    expect(window.location.search).toBe('');
  });
});
